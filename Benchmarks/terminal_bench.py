#!/usr/bin/env python3
"""Measures a curses program the way a player meets it, in a real pseudo-terminal.

start     time from exec to the menu on screen (a marker text seen in the output), median of N
move      bytes the program writes for one cursor move (key sent between animation frames), median
idle      CPU time used while idle on the menu for a few seconds, as % of one core
memory    peak resident memory (VmHWM)

Usage: terminal_bench.py --name NAME --marker TEXT [--setup KEYS --menu-marker TEXT] [--move-key j]
                          [--runs 15] [--idle 5] -- CMD...
Keys take Python escapes: --move-key '\x1bOB' is the Down arrow in keypad mode.
"""
import argparse, fcntl, os, pty, select, signal, statistics, struct, sys, termios, time

def spawn(cmd, cols=100, rows=30, env=None):
    pid, fd = pty.fork()
    if pid == 0:
        os.environ.update(env or {})
        os.environ["TERM"] = "xterm-256color"
        os.execvp(cmd[0], cmd)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    return pid, fd

def read_until(fd, marker, timeout=5.0):
    buf = b""
    end = time.monotonic() + timeout
    while marker not in buf:
        left = end - time.monotonic()
        if left <= 0:
            raise TimeoutError(f"marker {marker!r} not seen; got {buf[-300:]!r}")
        r, _, _ = select.select([fd], [], [], left)
        if r:
            try:
                buf += os.read(fd, 65536)
            except OSError:
                break
    return buf

def drain(fd, seconds):
    """Reads everything written during `seconds`; returns the chunks with their arrival times."""
    chunks = []
    end = time.monotonic() + seconds
    while True:
        left = end - time.monotonic()
        if left <= 0:
            return chunks
        r, _, _ = select.select([fd], [], [], left)
        if r:
            try:
                data = os.read(fd, 65536)
            except OSError:
                return chunks
            chunks.append((time.monotonic(), data))

def stop(pid, fd):
    try:
        os.kill(pid, signal.SIGTERM)
    except ProcessLookupError:
        pass
    drain(fd, 0.2)
    try:
        os.waitpid(pid, 0)
    except ChildProcessError:
        pass
    os.close(fd)

def cpu_ticks(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])

def peak_kb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--name", required=True)
    ap.add_argument("--marker", required=True)
    ap.add_argument("--move-key", default="j", help="key(s) for one move; comma-separated keys are sent in turn")
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--only-moves", action="store_true", help="skip the start-time runs")
    ap.add_argument("--idle", type=float, default=5.0)
    ap.add_argument("--moves", type=int, default=20)
    ap.add_argument("--setup", default="", help="keys to send after the start marker to reach the menu (Python escapes)")
    ap.add_argument("--menu-marker", default=None, help="text that shows the menu is up after --setup")
    ap.add_argument("--env", action="append", default=[], help="NAME=VALUE for the program's environment (repeatable)")
    ap.add_argument("cmd", nargs="+")
    a = ap.parse_args()
    marker = a.marker.encode()
    env = dict(item.split("=", 1) for item in a.env)
    # Several keys, comma-separated, are sent in turn (l,h keeps a board cursor off the edges).
    move_keys = [k.encode().decode("unicode_escape").encode("latin-1") for k in a.move_key.split(",")]
    setup = a.setup.encode().decode("unicode_escape").encode("latin-1")

    starts = []
    for _ in range(0 if a.only_moves else a.runs):
        t0 = time.monotonic()
        pid, fd = spawn(a.cmd, env=env)
        read_until(fd, marker)
        starts.append((time.monotonic() - t0) * 1000)
        stop(pid, fd)

    pid, fd = spawn(a.cmd, env=env)
    read_until(fd, marker)
    if setup:
        os.write(fd, setup)
        read_until(fd, (a.menu_marker or a.marker).encode())
    drain(fd, 0.5)
    # Each move: wait for an animation frame (or a quiet moment), send the key at once,
    # and count what arrives in the next 60 ms — well before the next 150 ms frame.
    move_bytes = []
    for i in range(a.moves):
        chunks = drain(fd, 0.16)
        os.write(fd, move_keys[i % len(move_keys)])
        got = drain(fd, 0.06)
        move_bytes.append(sum(len(c) for _, c in got))
    drain(fd, 0.3)
    t0 = cpu_ticks(pid)
    w0 = time.monotonic()
    idle_chunks = drain(fd, a.idle)
    ticks = cpu_ticks(pid) - t0
    wall = time.monotonic() - w0
    hz = os.sysconf("SC_CLK_TCK")
    idle_pct = 100.0 * ticks / hz / wall
    idle_bytes = sum(len(c) for _, c in idle_chunks)
    mem = peak_kb(pid)
    stop(pid, fd)

    if starts:
        print(f"{a.name}: start to menu   median {statistics.median(starts):.1f} ms  (min {min(starts):.1f}, max {max(starts):.1f}, n={len(starts)})")
    print(f"{a.name}: bytes per move  median {statistics.median(move_bytes):.0f} B  (min {min(move_bytes)}, max {max(move_bytes)}, n={len(move_bytes)})")
    print(f"{a.name}: idle on menu    {idle_pct:.2f}% of a core over {wall:.1f} s ({idle_bytes} bytes written)")
    print(f"{a.name}: peak memory     {mem / 1024:.1f} MB")

if __name__ == "__main__":
    main()
