#!/usr/bin/env python3
"""Times each binary as a whole process on the seeded judge-size inputs, with peak memory.

    python3 bench/process.py [FILTER] [--runs N] [--peers DIR] [--dev] [--floor]

Builds the release binaries and `lab`, writes every input of `cargo lab gen list` whose
`problem/kind` contains FILTER under target/bench-inputs/ (once), then runs each release
binary --runs times (default 7), taking turns with the other binaries timed on the same
file, and prints a Markdown table of median wall time and peak resident memory (GNU
time's %M). With --peers DIR, a folder of solutions you supply (C++ built with
`g++ -O2`, say; never commit them), one executable DIR/<problem> each, each is timed on the
same files and its output compared with ours. With --dev the dev-profile binary is timed
too (`cargo run` without --release). With --floor, the inputs whose board size is known
(hdu4678's: 1000 x 1000 cells a case) are also given to lab's `floor` example, which reads
the file in 64 KiB blocks and makes one pass over a board's bytes per case, start-up
included: what any solution pays; each of our times is then also a multiple of it.
"""
import argparse
import os
import platform
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Cargo's target folder: `CARGO_TARGET_DIR` when set, as cargo itself reads it.
TARGET = os.path.abspath(os.environ.get("CARGO_TARGET_DIR") or os.path.join(ROOT, "target"))
INPUTS = os.path.join(TARGET, "bench-inputs")
LAB = os.path.join(TARGET, "release", "cargo-lab")


def cargo(*args):
    subprocess.run(["cargo", *args], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)


def kinds(filter_text):
    listing = subprocess.run([LAB, "gen", "list"], check=True, capture_output=True, text=True).stdout
    # `problem: kind kind*...`; `*` marks a kind past the guarantees, explained on a last
    # line of its own.
    for line in listing.splitlines():
        if line.startswith("*"):
            continue
        problem, names = line.split(":", 1)
        for kind in (name.rstrip("*") for name in names.split()):
            if filter_text in f"{problem}/{kind}":
                yield problem, kind


def input_file(problem, kind):
    os.makedirs(INPUTS, exist_ok=True)
    path = os.path.join(INPUTS, f"{problem}-{kind}.in")
    if not os.path.exists(path):
        with open(path + ".partial", "wb") as out:
            subprocess.run([LAB, "gen", problem, kind, "1"], check=True, stdout=out)
        os.rename(path + ".partial", path)
    return path


def run_once(exe, path, keep_output=False):
    """Wall seconds, peak RSS in MB (from GNU time: wait4 in this script would count the
    forked Python's memory too), and the output when asked. `exe` is a path, or a list of
    a path and its arguments."""
    report = os.path.join(INPUTS, "time.out")
    command = ["/usr/bin/time", "-f", "%M", "-o", report] + (exe if isinstance(exe, list) else [exe])
    with open(path, "rb") as stdin:
        out = subprocess.PIPE if keep_output else subprocess.DEVNULL
        start = time.perf_counter()
        proc = subprocess.run(command, stdin=stdin, stdout=out, stderr=subprocess.DEVNULL)
        wall = time.perf_counter() - start
    if proc.returncode != 0:
        sys.exit(f"{exe} failed on {path} (status {proc.returncode})")
    with open(report) as kilobytes:
        peak = int(kilobytes.read().split()[-1]) / 1024
    return wall, peak, proc.stdout


def answers(output):
    """The output's lines without trailing blanks (some peers end lines with a space)."""
    return [line.rstrip() for line in output.decode().splitlines()]


def measure(exes, path, runs):
    """For each executable, the median wall milliseconds and the largest peak RSS in MB over
    `runs` runs. The executables take turns, run after run, so that a slow spell of a shared
    machine weighs on all of them alike rather than on whichever was running."""
    samples = [[] for _ in exes]
    for _ in range(runs):
        for exe, times in zip(exes, samples):
            times.append(run_once(exe, path))
    return [
        (statistics.median(s[0] for s in times) * 1e3, max(s[1] for s in times))
        for times in samples
    ]


def floor_shape(problem, kind):
    """(cases, cells per case) of a generated input, when the kind says it; else None."""
    if problem == "hdu4678":
        return int(kind.rsplit("-t", 1)[1]), 1000 * 1000
    return None


def cpu_model():
    try:
        with open("/proc/cpuinfo") as info:
            for line in info:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("filter", nargs="?", default="")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--peers", help="folder of peer executables named after the problems")
    parser.add_argument("--dev", action="store_true", help="time the dev-profile binary too")
    parser.add_argument("--floor", action="store_true", help="time the floor too (hdu4678)")
    args = parser.parse_args()

    cargo("build", "--release", "--bins", "-p", "grid-games")
    cargo("build", "--release", "-p", "lab")
    if args.floor:
        cargo("build", "--release", "-p", "lab", "--example", "floor")
    if args.dev:
        cargo("build", "--bins")
    print(f"Machine: {cpu_model()}, {os.cpu_count()} cores; median of {args.runs} runs.\n")
    head = "| input | MB | ours (ms) | ours peak (MB) |"
    rule = "|---|---:|---:|---:|"
    if args.dev:
        head += " dev profile (ms) |"
        rule += "---:|"
    if args.peers:
        head += " C++ peer (ms) | peer peak (MB) | ours / peer | same answers |"
        rule += "---:|---:|---:|---|"
    if args.floor:
        head += " floor (ms) | ours / floor |"
        rule += "---:|---:|"
    print(head)
    print(rule)
    for problem, kind in kinds(args.filter):
        path = input_file(problem, kind)
        ours = os.path.join(TARGET, "release", problem)
        exes = [ours]
        if args.dev:
            exes.append(os.path.join(TARGET, "debug", problem))
        peer = os.path.join(args.peers, problem) if args.peers else None
        if peer and os.path.exists(peer):
            exes.append(peer)
        shape = floor_shape(problem, kind) if args.floor else None
        if shape:
            floor = os.path.join(TARGET, "release", "examples", "floor")
            exes.append([floor, str(shape[0]), str(shape[1])])
        results = measure(exes, path, args.runs)
        floor_ms = results.pop()[0] if shape else None
        ms, peak = results[0]
        row = f"| {problem}/{kind} | {os.path.getsize(path) / 1e6:.2f} | {ms:.1f} | {peak:.1f} |"
        if args.dev:
            row += f" {results[1][0]:.1f} |"
        if peer and os.path.exists(peer):
            peer_ms, peer_peak = results[-1]
            same = answers(run_once(ours, path, True)[2]) == answers(run_once(peer, path, True)[2])
            row += f" {peer_ms:.1f} | {peer_peak:.1f} | {ms / peer_ms:.2f} | {'yes' if same else 'NO'} |"
        elif peer:
            row += " - | - | - | - |"
        if args.floor:
            row += f" {floor_ms:.1f} | {ms / floor_ms:.1f} |" if floor_ms else " - | - |"
        print(row, flush=True)


if __name__ == "__main__":
    main()
