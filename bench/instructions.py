#!/usr/bin/env python3
"""Counts the instructions each binary runs on the seeded inputs (callgrind), with peers.

    python3 bench/instructions.py [FILTER] [--peers DIR]... [--bins DIR] [--floor]
                                  [--pair PROBLEM/KIND]... [--runs N] [--max-mb MB]

Builds the release binaries (and `lab` for the inputs), writes every input of
`cargo lab gen list` whose `problem/kind` contains FILTER under target/bench-inputs/
(once, as bench/process.py does), and runs each under valgrind's callgrind, whose count of
instructions is exact where wall time on a shared machine is noisy. Inputs over --max-mb
(default 100) are left out: callgrind runs some 50 times slower than the program.

- --peers DIR (repeatable): a folder of solutions you supply (never commit them): every
  executable named `<problem>` or `<problem>_<anything>` is counted on that problem's
  inputs too, and its answers compared with ours; the last two columns give our count
  over the fewest of any peer, and of the peers that gave our answers.
- --bins DIR: our binaries from DIR instead of a fresh release build (say, a copy of an
  earlier build, to compare with).
- --floor: hdu4678's inputs are also given to lab's `floor` example (read the bytes, one
  pass over each case's cells), and each count is also a multiple of it.
- --pair PROBLEM/KIND (repeatable): also the paired wall median of --runs (default 21)
  runs of ours and each peer on that input, taking turns run after run, with each peer's
  time as a ratio ours / peer.

Prints Markdown tables: millions of instructions per input, and the paired medians.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import process  # noqa: E402  (the inputs, the builds and the timing are shared)


def callgrind(command, path):
    """Instructions run by `command` (a list) reading `path`, and its standard output."""
    with tempfile.TemporaryDirectory() as scratch:
        out_file = os.path.join(scratch, "callgrind.out")
        with open(path, "rb") as stdin:
            proc = subprocess.run(
                ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out_file}", *command],
                stdin=stdin,
                capture_output=True,
            )
    if proc.returncode != 0:
        sys.exit(f"{command[0]} failed on {path} (status {proc.returncode})")
    found = re.search(rb"Collected : (\d+)", proc.stderr)
    if not found:
        sys.exit(f"callgrind gave no count for {command[0]} on {path}")
    return int(found.group(1)), proc.stdout


def peers_of(folders, problem):
    """(name, path) of each peer executable for `problem` in the folders given."""
    found = []
    for folder in folders:
        for name in sorted(os.listdir(folder)):
            path = os.path.join(folder, name)
            mine = name == problem or name.startswith(problem + "_")
            if mine and os.path.isfile(path) and os.access(path, os.X_OK):
                found.append((name, path))
    return found


def paired_medians(commands, path, runs):
    """Median wall milliseconds of each command over `runs` runs, taking turns."""
    return [ms for ms, _ in process.measure(commands, path, runs)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("filter", nargs="?", default="")
    parser.add_argument("--peers", action="append", default=[], help="folder of peer executables")
    parser.add_argument("--bins", help="folder of our binaries (default: a fresh release build)")
    parser.add_argument("--floor", action="store_true", help="count the floor too (hdu4678)")
    parser.add_argument("--pair", action="append", default=[], help="PROBLEM/KIND to time in pairs")
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--max-mb", type=float, default=100)
    args = parser.parse_args()

    if not args.bins:
        process.cargo("build", "--release", "--bins", "-p", "grid-games")
    process.cargo("build", "--release", "-p", "lab")
    if args.floor:
        process.cargo("build", "--release", "-p", "lab", "--example", "floor")
    bins = args.bins or os.path.join(process.TARGET, "release")
    floor = os.path.join(process.TARGET, "release", "examples", "floor")

    print("Millions of instructions (callgrind), whole process.\n")
    print(
        "| input | MB | ours | floor | ours / floor | peers (same answers?) | ours / fewest peer"
        " | ours / fewest peer with our answers |"
    )
    print("|---|---:|---:|---:|---:|---|---:|---:|")
    for problem, kind in process.kinds(args.filter):
        path = process.input_file(problem, kind)
        megabytes = os.path.getsize(path) / 1e6
        if megabytes > args.max_mb:
            continue
        ours, answer = callgrind([os.path.join(bins, problem)], path)
        row = f"| {problem}/{kind} | {megabytes:.2f} | {ours / 1e6:.2f} |"
        shape = process.floor_shape(problem, kind) if args.floor else None
        if shape:
            least, _ = callgrind([floor, str(shape[0]), str(shape[1])], path)
            row += f" {least / 1e6:.2f} | {ours / least:.2f} |"
        else:
            row += " - | - |"
        counts, agreeing = [], []
        for name, peer in peers_of(args.peers, problem):
            count, theirs = callgrind([peer], path)
            same = process.answers(theirs) == process.answers(answer)
            counts.append(count)
            if same:
                agreeing.append(count)
            row += f" {name} {count / 1e6:.2f} ({'yes' if same else 'NO'});"
        row += f" | {ours / min(counts):.2f} |" if counts else " - | - |"
        row += f" {ours / min(agreeing):.2f} |" if agreeing else " - |"
        print(row, flush=True)

    if args.pair:
        print(f"\nPaired wall medians of {args.runs} runs (ms), whole process.\n")
        print("| input | ours | peer | peer (ms) | ours / peer |")
        print("|---|---:|---|---:|---:|")
    for target in args.pair:
        problem, kind = target.split("/", 1)
        path = process.input_file(problem, kind)
        peers = peers_of(args.peers, problem)
        commands = [os.path.join(bins, problem)] + [peer for _, peer in peers]
        ours, *theirs = paired_medians(commands, path, args.runs)
        for (name, _), ms in zip(peers, theirs):
            print(f"| {target} | {ours:.2f} | {name} | {ms:.2f} | {ours / ms:.2f} |")


if __name__ == "__main__":
    main()
