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
    ap.add_argument("--setup-marker", default="Start")
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
    # Row moves: updates that arrive apart from the rest; consecutive gaps within one fall.
    times = [t for t, _ in chunks]
    gaps = [(b - a_) * 1000 for a_, b in zip(times, times[1:])]
    expected = None
    moves = [g for g in gaps if g > 40]
    if moves:
        typical = statistics.median(moves)
        even = [g for g in moves if abs(g - typical) < typical * 0.5]
        late = max(abs(g - typical) for g in even) if even else 0
        print(f"wordmatch: row moves      {len(even)} intervals, median {typical:.1f} ms, min {min(even):.1f}, max {max(even):.1f} ms; "
              f"largest deviation from even {late:.1f} ms")
        print(f"wordmatch: expected       fall {a.fall_ms} ms ÷ rows ≈ {typical:.0f} ms a row ⇒ {a.fall_ms / typical:.1f} rows")
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
