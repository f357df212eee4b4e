#!/usr/bin/env python3
"""The arcade over SSH on a club's host: a throwaway host (scripts/ssh-host.sh: sshd on loopback, the block
`arcade host` prints), measured beside the same arcade started locally. Needs root.

start     time from exec (of ssh, or of the arcade) to the menu on screen, median of N
bytes     what reaches the terminal for one Minesweeper cursor move (l, h in turn), through ssh and locally
sessions  N sessions at once: each one's arcade process, its resident memory and CPU while the menu waits

Usage: host_bench.py [--runs 10] [--sessions 20] ARCADE
"""
import argparse, os, shutil, statistics, subprocess, sys, tempfile, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from terminal_bench import cpu_ticks, drain, read_until, spawn, stop  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "..", "scripts", "ssh-host.sh")

def quiet(fd, gap=0.05, limit=2.0):
    """Bytes written until nothing comes for `gap` seconds."""
    total, end = 0, time.monotonic() + limit
    while time.monotonic() < end:
        chunks = drain(fd, gap)
        if not chunks:
            break
        total += sum(len(c) for _, c in chunks)
    return total

def start_time(cmd, env, runs):
    times = []
    for _ in range(runs):
        t0 = time.monotonic()
        pid, fd = spawn(cmd, env=env)
        read_until(fd, b"Playing as", timeout=10)
        times.append((time.monotonic() - t0) * 1000)
        stop(pid, fd)
    return times

def cursor_bytes(cmd, env, moves=20):
    pid, fd = spawn(cmd, env=env)
    read_until(fd, b"Playing as", timeout=10)
    os.write(fd, b"3")
    read_until(fd, b"Options")
    os.write(fd, b"\r")
    read_until(fd, b"no-guess")
    quiet(fd, 0.3)
    sizes = []
    for i in range(moves):
        os.write(fd, b"l" if i % 2 == 0 else b"h")
        sizes.append(quiet(fd))
    stop(pid, fd)
    return sizes

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--sessions", type=int, default=20)
    ap.add_argument("arcade")
    a = ap.parse_args()
    if os.geteuid() != 0:
        print("host: skipped (needs root, for the players' account and sshd)")
        return
    folder = tempfile.mkdtemp(prefix="arcade-host-bench-")
    os.chmod(folder, 0o755)
    host_dir = os.path.join(folder, "host")
    out = subprocess.run(["bash", SCRIPT, "start", host_dir, a.arcade, "--sessions-per-key", str(a.sessions)],
                         check=True, capture_output=True, text=True).stdout
    host = dict(line.split("=", 1) for line in out.split())
    try:
        key = os.path.join(folder, "key")
        subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", key], check=True)
        ssh = ["ssh", "-tt", "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null", "-o", "LogLevel=ERROR",
               "-i", key, "-p", host["HOST_PORT"], f"{host['HOST_USER']}@127.0.0.1"]
        # The first login names the player; every later one opens the menu at once.
        pid, fd = spawn(ssh)
        read_until(fd, b"Pick your player name", timeout=10)
        os.write(fd, b"bench\r")
        read_until(fd, b"Playing as bench", timeout=10)
        stop(pid, fd)
        local = [a.arcade, "--player", "bench", "--db", os.path.join(folder, "local.sqlite")]
        # ssh's own share: a login refused at once (a command instead of a terminal session) ends after the handshake.
        handshakes = []
        for _ in range(a.runs):
            t0 = time.monotonic()
            subprocess.run(ssh[:1] + ssh[2:] + ["true"], capture_output=True)
            handshakes.append((time.monotonic() - t0) * 1000)
        print(f"host: ssh login alone (refused)  median {statistics.median(handshakes):.1f} ms  (n={len(handshakes)}: key exchange, the key checked by arcade host keys)")
        over, here = start_time(ssh, {}, a.runs), start_time(local, {}, a.runs)
        print(f"host: menu first frame over ssh  median {statistics.median(over):.1f} ms  (min {min(over):.1f}, max {max(over):.1f}, n={len(over)}, loopback)")
        print(f"host: menu first frame locally   median {statistics.median(here):.1f} ms  (min {min(here):.1f}, max {max(here):.1f}, n={len(here)})")
        over, here = cursor_bytes(ssh, {}), cursor_bytes(local, {})
        print(f"host: bytes per Minesweeper cursor move  over ssh median {statistics.median(over):.0f} B, locally {statistics.median(here):.0f} B"
              "  (the arcade's bytes; ssh's own framing and encryption are not counted)")
        # One login after another: sshd drops logins still in their handshake past its MaxStartups (10 by default).
        sessions = []
        for _ in range(a.sessions):
            sessions.append(spawn(ssh))
            read_until(sessions[-1][1], b"Playing as bench", timeout=30)
        time.sleep(1)
        pids = subprocess.run(["ps", "-u", host["HOST_USER"], "-o", "pid=,comm="], capture_output=True, text=True).stdout.split("\n")
        pids = [line.split()[0] for line in pids if line.split()[1:] == ["arcade"]]
        rss = []
        for pid in pids:
            with open(f"/proc/{pid}/status") as f:
                rss += [int(line.split()[1]) / 1024 for line in f if line.startswith("VmRSS:")]
        before, t0 = {p: cpu_ticks(int(p)) for p in pids}, time.monotonic()
        time.sleep(5)
        ticks = sum(cpu_ticks(int(p)) - before[p] for p in pids)
        cpu = 100.0 * ticks / os.sysconf("SC_CLK_TCK") / (time.monotonic() - t0)
        print(f"host: {len(pids)} sessions at once  resident memory median {statistics.median(rss):.1f} MB, max {max(rss):.1f} MB each;"
              f" CPU of all {len(pids)} on their menus {cpu:.2f}% of a core over 5 s")
        for pid, fd in sessions:
            stop(pid, fd)
    finally:
        subprocess.run(["bash", SCRIPT, "stop", host_dir])
        shutil.rmtree(folder, ignore_errors=True)

if __name__ == "__main__":
    main()
