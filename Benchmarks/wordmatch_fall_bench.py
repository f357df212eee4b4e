#!/usr/bin/env python3
"""WordMatch's fall, measured on the real binary in a pseudo-terminal.

Starts a game, answers nothing (each word lands: a wrong attempt), and records when each
screen update arrives. Reports the intervals between row moves against fall time ÷ rows,
the process's wake-ups (context switches) and CPU during the falls, and what is written
once the result screen is showing and untouched.

Usage: wordmatch_fall_bench.py [--start-keys '\\r'] [--fall-ms 5000] -- ARCADE play wordmatch --seed 1
"""
import argparse, os, statistics, sys, time
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from terminal_bench import spawn, read_until, drain, stop, cpu_ticks

def switches(pid):
    total = 0
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(("voluntary_ctxt_switches", "nonvoluntary_ctxt_switches")):
                total += int(line.split()[1])
    return total

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--setup-marker", default="Enter start")
    ap.add_argument("--start-keys", default="\\r")
    ap.add_argument("--play-marker", default="Wrong attempts")
    ap.add_argument("--result-marker", default="Play again")
    ap.add_argument("--fall-ms", type=int, default=5000)
    ap.add_argument("--lives", type=int, default=3)
    ap.add_argument("cmd", nargs="+")
    a = ap.parse_args()
    pid, fd = spawn(a.cmd)
    read_until(fd, a.setup_marker.encode())
    drain(fd, 0.3)
    s0, c0, w0 = switches(pid), cpu_ticks(pid), time.monotonic()
    os.write(fd, a.start_keys.encode().decode("unicode_escape").encode("latin-1"))
    chunks = []
    buf = b""
    deadline = time.monotonic() + a.lives * (a.fall_ms / 1000 + 1.5) + 3
    while a.result_marker.encode() not in buf and time.monotonic() < deadline:
        got = drain(fd, 0.05)
        for t, data in got:
            chunks.append((t, len(data)))
            buf = (buf + data)[-4000:]
    wall = time.monotonic() - w0
    s1, c1 = switches(pid), cpu_ticks(pid)
    hz = os.sysconf("SC_CLK_TCK")
    # Group updates into falls: a fall's first update is its word appearing at the top; then one
    # update per row, due at start + k × (fall time ÷ rows). Falls are apart by the feedback pause.
    # One screen update may arrive as several reads: merge reads less than 5 ms apart.
    times = []
    for t, _ in chunks:
        if not times or (t - times[-1]) * 1000 > 5:
            times.append(t)
    falls, current = [], []
    for t in times:
        if current and (t - current[-1]) * 1000 > 400:
            falls.append(current); current = []
        current.append(t)
    if current:
        falls.append(current)
    deviations, intervals, rows_seen = [], [], []
    for fall in falls:
        if len(fall) < 4:
            continue
        steps = [(b - a_) * 1000 for a_, b in zip(fall, fall[1:])]
        step = statistics.median(steps)
        rows_seen.append(len(fall) - 1)
        intervals += steps
        for t in fall[1:]:
            offset = (t - fall[0]) * 1000
            deviations.append(abs(offset - round(offset / step) * step))
    if intervals:
        print(f"wordmatch: row moves      {len(falls)} falls, {len(intervals)} intervals: median {statistics.median(intervals):.1f} ms, "
              f"min {min(intervals):.1f}, max {max(intervals):.1f}; fall {a.fall_ms} ms in {statistics.median(rows_seen):.0f} moves")
        print(f"wordmatch: due times      largest lateness or earliness of a row move against start + k × step: {max(deviations):.1f} ms")
    print(f"wordmatch: during falls   {len(chunks)} writes, {s1 - s0} wake-ups (context switches), "
          f"CPU {100.0 * (c1 - c0) / hz / wall:.2f}% of a core over {wall:.1f} s")
    if a.result_marker.encode() in buf:
        drain(fd, 0.5)
        s2 = switches(pid)
        idle = drain(fd, 3.0)
        print(f"wordmatch: result screen  {sum(len(c) for _, c in idle)} bytes written and {switches(pid) - s2} wake-ups in 3 s untouched")
    else:
        print("wordmatch: result screen not reached")
    stop(pid, fd)

if __name__ == "__main__":
    main()
