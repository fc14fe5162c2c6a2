#!/usr/bin/env python3
"""Peak resident memory of each binary per board shape, on boards of about 10^7 cells.

    python3 bench/memory.py [FILTER] [--target DIR]

Builds the release binaries (unless --target names a folder of built ones), writes each
input below once under target/bench-inputs/memory/, runs the binary on it under GNU time
and prints a Markdown table: peak RSS (%M), the bytes per cell above the binary's peak on a
1 x 1 board, and the exit status (the truncated inputs end in an input error, status 1).
Only the inputs whose `problem/shape` contains FILTER run. The inputs are drawn from a
fixed seed, so the figures of two builds compare.
"""
import argparse
import os
import random
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Cargo's target folder: `CARGO_TARGET_DIR` when set, as cargo itself reads it.
TARGET = os.path.abspath(os.environ.get("CARGO_TARGET_DIR") or os.path.join(ROOT, "target"))
INPUTS = os.path.join(TARGET, "bench-inputs", "memory")
CELLS = 10**7
SIDE = 3163  # 3163^2 is just above 10^7


def rows_text(rows):
    return b"\n".join(rows) + b"\n"


def random_mask(rng, count, chance):
    """`count` booleans, each true with probability `chance`."""
    threshold = int(256 * chance)
    return [b < threshold for b in rng.randbytes(count)]


# hdu4101: N M, then N rows of M integers; the treasure -1.
def hdu4101_board(rows, cols, value):
    lines = [b"%d %d" % (rows, cols)]
    for r in range(rows):
        lines.append(b" ".join(b"%d" % value(r, c) for c in range(cols)))
    return rows_text(lines)


def hdu4101_line(rows, cols):
    """A 1 x n or n x 1 board of empty cells, the treasure in the middle."""
    cells = [b"0"] * (rows * cols)
    cells[len(cells) // 2] = b"-1"
    sep = b" " if rows == 1 else b"\n"
    return b"%d %d\n" % (rows, cols) + sep.join(cells) + b"\n"


def hdu4101_comb(side):
    """Stones on the border; inside, row 1 empty (the comb's back) and teeth of empty cells
    down every odd column, stones between them; the treasure at (1, 1), sealed."""
    lines = [b"%d %d" % (side, side)]
    stones = b" ".join([b"1"] * side)
    teeth = b" ".join(b"0" if c % 2 == 1 and c < side - 1 else b"1" for c in range(side))
    back = b" ".join(b"0" if 0 < c < side - 1 else b"1" for c in range(side))
    lines.append(stones)
    lines.append(back.replace(b"0", b"-1", 1))
    lines.extend([teeth] * (side - 3))
    lines.append(stones)
    return rows_text(lines)


def hdu4101_random(side):
    rng = random.Random(4101)
    mask = random_mask(rng, side * side, 0.5)
    lines = [b"%d %d" % (side, side)]
    for r in range(side):
        row = [b"%d" % (1 + r % 9) if mask[r * side + c] else b"0" for c in range(side)]
        if r == side // 2:
            row[side // 2] = b"-1"
        lines.append(b" ".join(row))
    return rows_text(lines)


# hdu4678: T, then N M K and K mines.
def hdu4678_case(rows, cols, mines):
    text = [b"1", b"%d %d %d" % (rows, cols, len(mines))]
    text.extend(b"%d %d" % mine for mine in mines)
    return rows_text(text)


def hdu4678_random(side, density):
    rng = random.Random(4678)
    count = int(side * side * density)
    mines = [(rng.randrange(side), rng.randrange(side)) for _ in range(count)]
    return hdu4678_case(side, side, mines)


# loj6033: n m, then n rows of `.` and `#`.
def loj6033_board(rows, cols, cell):
    lines = [b"%d %d" % (rows, cols)]
    lines.extend(bytes(cell(r, c) for c in range(cols)) for r in range(rows))
    return rows_text(lines)


def loj6033_uniform(rows, cols, byte):
    row = bytes([byte]) * cols
    return b"%d %d\n" % (rows, cols) + (row + b"\n") * rows


def loj6033_random(side, blocked):
    rng = random.Random(6033)
    mask = random_mask(rng, side * side, blocked)
    lines = [b"%d %d" % (side, side)]
    for r in range(side):
        lines.append(bytes(b"#"[0] if mask[r * side + c] else b"."[0] for c in range(side)))
    return rows_text(lines)


def loj6033_isolated(side):
    """Free cells on one colour of the chessboard: each is alone, and each wins."""
    even = (b".#" * (side // 2 + 1))[:side]
    odd = (b"#." * (side // 2 + 1))[:side]
    lines = [b"%d %d" % (side, side)]
    lines.extend(even if r % 2 == 0 else odd for r in range(side))
    return rows_text(lines)


# nowcoder_grid: T, then n m and n rows of `A`, `B`, `.`.
def nowcoder_grid(rows, cols, letters):
    rng = random.Random(2022)
    table = bytes(b"A"[0] if b < 256 * letters / 2 else b"B"[0] if b < 256 * letters else b"."[0]
                  for b in range(256))
    body = rng.randbytes(rows * cols).translate(table)
    lines = [b"1", b"%d %d" % (rows, cols)]
    lines.extend(body[r * cols:(r + 1) * cols] for r in range(rows))
    return rows_text(lines)


def inputs():
    """(problem, shape, cells, writer) for every measured input."""
    s = SIDE
    yield "hdu4101", "1x1", 1, lambda: b"1 1\n-1\n"
    yield "hdu4101", f"random {s}x{s}", s * s, lambda: hdu4101_random(s)
    yield "hdu4101", "comb 4000x4000", 4000 * 4000, lambda: hdu4101_comb(4000)
    yield "hdu4101", f"comb {s}x{s}", s * s, lambda: hdu4101_comb(s)
    yield "hdu4101", f"1x{CELLS}", CELLS, lambda: hdu4101_line(1, CELLS)
    yield "hdu4101", f"{CELLS}x1", CELLS, lambda: hdu4101_line(CELLS, 1)
    yield "hdu4101", "header 65533x65533 alone", 0, lambda: b"65533 65533\n"
    yield "hdu4101", "header 10000x10000, 3 cells", 3, lambda: b"10000 10000\n0 0 0\n"
    yield "hdu4678", "1x1", 1, lambda: b"1\n1 1 0\n"
    yield "hdu4678", f"no mines {s}x{s}", s * s, lambda: hdu4678_case(s, s, [])
    yield "hdu4678", f"10% mines {s}x{s}", s * s, lambda: hdu4678_random(s, 0.1)
    yield "hdu4678", f"no mines 1x{CELLS}", CELLS, lambda: hdu4678_case(1, CELLS, [])
    yield "hdu4678", f"no mines {CELLS}x1", CELLS, lambda: hdu4678_case(CELLS, 1, [])
    yield "hdu4678", "header 30000x30000, 1 mine, truncated", 0, lambda: b"1\n30000 30000 1\n"
    yield "loj6033", "1x1", 1, lambda: b"1 1\n.\n"
    yield "loj6033", "open 3000x3000", 9 * 10**6, lambda: loj6033_uniform(3000, 3000, b"."[0])
    yield "loj6033", f"open {s}x{s}", s * s, lambda: loj6033_uniform(s, s, b"."[0])
    yield "loj6033", f"30% blocked {s}x{s}", s * s, lambda: loj6033_random(s, 0.3)
    yield "loj6033", f"isolated cells {s}x{s}", s * s, lambda: loj6033_isolated(s)
    yield "loj6033", f"open 1x{CELLS}", CELLS, lambda: loj6033_uniform(1, CELLS, b"."[0])
    yield "loj6033", f"open {CELLS}x1", CELLS, lambda: loj6033_uniform(CELLS, 1, b"."[0])
    yield "loj6033", "header 65000x65000 alone", 0, lambda: b"65000 65000\n"
    yield "nowcoder_grid", "1x1", 1, lambda: b"1\n1 1\n.\n"
    yield "nowcoder_grid", "1x12500000", 12_500_000, lambda: nowcoder_grid(1, 12_500_000, 0.02)
    yield "nowcoder_grid", "12500000x1", 12_500_000, lambda: nowcoder_grid(12_500_000, 1, 0.02)
    yield "nowcoder_grid", "3536x3536", 3536 * 3536, lambda: nowcoder_grid(3536, 3536, 0.02)
    yield "nowcoder_grid", "header 1x400000000 alone", 0, lambda: b"1\n1 400000000\n"


def input_file(problem, shape, write):
    os.makedirs(INPUTS, exist_ok=True)
    name = "".join(ch if ch.isalnum() else "-" for ch in f"{problem}-{shape}")
    path = os.path.join(INPUTS, name + ".in")
    if not os.path.exists(path):
        with open(path + ".partial", "wb") as out:
            out.write(write())
        os.rename(path + ".partial", path)
    return path


def peak_kb(exe, path):
    """Peak RSS in KB and the exit status of `exe` on `path`."""
    report = os.path.join(INPUTS, "time.out")
    with open(path, "rb") as stdin:
        proc = subprocess.run(["/usr/bin/time", "-f", "%M %x", "-o", report, exe],
                              stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    with open(report) as lines:
        kb, status = lines.read().split()[-2:]
    return int(kb), int(status) if proc.returncode == int(status) else proc.returncode


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("filter", nargs="?", default="")
    parser.add_argument("--target", help="folder of built binaries (default: build release)")
    args = parser.parse_args()
    target = args.target
    if target is None:
        subprocess.run(["cargo", "build", "--release", "--bins", "-p", "grid-games"],
                       cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        target = os.path.join(TARGET, "release")
    print("| input | cells | peak (MB) | bytes a cell | status |")
    print("|---|---:|---:|---:|---:|")
    baseline = {}
    for problem, shape, cells, write in inputs():
        exe = os.path.join(target, problem)
        if shape == "1x1":
            baseline[problem] = peak_kb(exe, input_file(problem, shape, write))[0]
            continue
        if args.filter not in f"{problem}/{shape}":
            continue
        kb, status = peak_kb(exe, input_file(problem, shape, write))
        per_cell = f"{(kb - baseline[problem]) * 1024 / cells:.1f}" if cells >= 10**6 else "-"
        print(f"| {problem} {shape} | {cells} | {kb / 1024:.1f} | {per_cell} | {status} |",
              flush=True)


if __name__ == "__main__":
    sys.exit(main())
