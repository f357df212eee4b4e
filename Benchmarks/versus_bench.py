#!/usr/bin/env python3
"""Versus on one machine: two arcades on one score file, each in its own pseudo-terminal (100x30).

lobby     time from exec to the Versus lobby on screen, median of N (beside the menu's, terminal_bench.py)
latency   from a key sent to one arcade to the first bytes of the other's redraw, median and worst of the moves
bytes     what the other arcade writes for one opponent move
idle      CPU of an arcade waiting (a challenge posted; a match, the other side to move), % of one core
race      a live Minesweeper race (seed 42's Classic board): from a flag set or cleared in one arcade to the first bytes
          of the other's race line, median and worst; the bytes that redraw; and the other side's CPU while racing

With --shared ANA_URL EVE_URL the two arcades play through a shared board's server instead (each a member login,
with a local file of its own), woken by LISTEN/NOTIFY.

Usage: versus_bench.py [--moves 100] [--race-moves 50] [--runs 10] [--idle 5] [--shared ANA_URL EVE_URL] -- ARCADE
"""
import argparse, os, statistics, sys, tempfile, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from terminal_bench import cpu_ticks, drain, read_until, spawn, stop  # noqa: E402

# A drawn classic game: X 1 3 4 8 9, O 2 5 6 7 (keypad digits), nine moves.
DRAW = [b"1", b"2", b"3", b"5", b"4", b"6", b"8", b"7", b"9"]

def quiet(fd, gap=0.03, limit=1.0):
    """Reads until nothing comes for `gap` seconds; returns (first arrival, bytes)."""
    first, total = None, 0
    end = time.monotonic() + limit
    while time.monotonic() < end:
        chunks = drain(fd, gap)
        if not chunks:
            if first is not None:
                break
            continue
        first = first or chunks[0][0]
        total += sum(len(c) for _, c in chunks)
    return first, total

def timed_move(mover, other, key, what):
    """`key` sent to `mover`: milliseconds to the first bytes `other` draws, and how many it draws."""
    drain(other[1], 0.05)
    sent = time.monotonic()
    os.write(mover[1], key)
    first, size = quiet(other[1])
    quiet(mover[1])
    if first is None:
        raise TimeoutError(f"{what}: the other arcade drew nothing")
    return (first - sent) * 1000, size

def idle_percent(pid, fd, seconds):
    t0, w0 = cpu_ticks(pid), time.monotonic()
    drain(fd, seconds)
    return 100.0 * (cpu_ticks(pid) - t0) / os.sysconf("SC_CLK_TCK") / (time.monotonic() - w0)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--moves", type=int, default=100)
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--idle", type=float, default=5.0)
    ap.add_argument("--race-moves", type=int, default=50)
    ap.add_argument("--shared", nargs=2, metavar=("ANA_URL", "EVE_URL"))
    ap.add_argument("arcade")
    a = ap.parse_args()
    folder = tempfile.mkdtemp(prefix="versus-bench-")
    if a.shared:
        # A member plays as their login; each machine has a local file of its own (XDG_DATA_HOME).
        sides = [({"ARCADE_DB": url, "XDG_DATA_HOME": os.path.join(folder, str(i))}, url.split("//")[1].split(":")[0].split("@")[0])
                 for i, url in enumerate(a.shared)]
        where = "shared board, loopback"
    else:
        env = {"ARCADE_DB": os.path.join(folder, "arcade.sqlite")}
        sides = [(env, "ana"), (env, "eve")]
        where = "one machine, one score file"
    command = lambda side: [a.arcade, "versus"] + ([] if a.shared else ["--player", side[1]])
    marker = lambda side: b"Playing as " + side[1].encode()

    starts = []
    for _ in range(a.runs):
        t0 = time.monotonic()
        pid, fd = spawn(command(sides[0]), env=sides[0][0])
        read_until(fd, marker(sides[0]))
        starts.append((time.monotonic() - t0) * 1000)
        stop(pid, fd)

    ana = spawn(command(sides[0]), env=sides[0][0])
    eve = spawn(command(sides[1]), env=sides[1][0])
    read_until(ana[1], marker(sides[0]))
    read_until(eve[1], marker(sides[1]))
    # Challenges without clocks: a clock's redraw each second would count as the other screen's answer to a move.
    os.write(ana[1], b"c")
    read_until(ana[1], b"no clocks")
    latencies, sizes, idle_open, idle_match = [], [], None, None
    while len(latencies) < a.moves:
        os.write(ana[1], b"n")
        read_until(eve[1], b"challenges (TicTacToe")
        quiet(ana[1])
        if idle_open is None:
            idle_open = idle_percent(*ana, a.idle)
        os.write(eve[1], b"\r")
        read_until(ana[1], b"Your move (X)")
        quiet(eve[1])
        for ply, key in enumerate(DRAW):
            mover, other = (ana, eve) if ply % 2 == 0 else (eve, ana)
            if ply == 1 and idle_match is None:
                idle_match = idle_percent(*ana, a.idle)
            latency, size = timed_move(mover, other, key, f"move {ply + 1}")
            latencies.append(latency)
            sizes.append(size)
        for side in (ana, eve):
            os.write(side[1], b"q")
            quiet(side[1])
    for side in (ana, eve):
        stop(*side)
    race = race_figures(a, sides, command, marker)
    moves = latencies[: a.moves]
    print(f"versus: lobby first frame     median {statistics.median(starts):.1f} ms  (min {min(starts):.1f}, max {max(starts):.1f}, n={len(starts)})")
    print(f"versus: move to other screen  median {statistics.median(moves):.1f} ms, worst {max(moves):.1f} ms  (n={len(moves)}, {where})")
    print(f"versus: bytes per opponent move  median {statistics.median(sizes):.0f} B  (min {min(sizes)}, max {max(sizes)})")
    print(f"versus: idle, challenge posted  {idle_open:.2f}% of a core over {a.idle:.0f} s")
    print(f"versus: idle, other side to move  {idle_match:.2f}% of a core over {a.idle:.0f} s")
    flags, race_sizes, idle_race = race
    print(f"race: move to other's line  median {statistics.median(flags):.1f} ms, worst {max(flags):.1f} ms  (n={len(flags)}, {where})")
    print(f"race: bytes per opponent move  median {statistics.median(race_sizes):.0f} B  (min {min(race_sizes)}, max {max(race_sizes)})")
    print(f"race: idle while the other side plays  {idle_race:.2f}% of a core over {a.idle:.0f} s (the board's clock ticks each second)")

def race_figures(a, sides, command, marker):
    """A live Minesweeper race, ana's flag on a hidden cell set and cleared: each time, how soon eve's line shows it."""
    ana = spawn(command(sides[0]) + ["--seed", "42"], env=sides[0][0])
    eve = spawn(command(sides[1]), env=sides[1][0])
    read_until(ana[1], marker(sides[0]))
    read_until(eve[1], marker(sides[1]))
    os.write(ana[1], b"r3")
    read_until(eve[1], b"races (Minesweeper race")
    os.write(eve[1], b"\r")
    read_until(ana[1], b"0 flagged")
    read_until(eve[1], b"0 flagged")
    # From the centre to row 1, column 3 (from 1): a hidden cell (a mine) of seed 42's board.
    os.write(ana[1], b"kkkkkh")
    quiet(ana[1])
    idle_race = idle_percent(*eve, a.idle)
    latencies, sizes = [], []
    for n in range(a.race_moves):
        latency, size = timed_move(ana, eve, b"f", f"race move {n + 1}")
        latencies.append(latency)
        sizes.append(size)
    for side in (ana, eve):
        stop(*side)
    return latencies, sizes, idle_race

if __name__ == "__main__":
    main()
