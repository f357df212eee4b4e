#!/usr/bin/env python3
"""Simon Tatham's Mines (sgt-puzzles) generating solvable boards, for a side-by-side with arcade-bench."""
import shutil, statistics, subprocess, sys

SGT = shutil.which("sgt-mines") or "/usr/games/sgt-mines"
CASES = [("beginner 9x9/10", "9x9n10", 1000), ("intermediate 16x16/40", "16x16n40", 1000),
         ("expert 30x16/99", "30x16n99", 1000), ("dense 30x16/170", "30x16n170", 200)]

def main():
    try:
        subprocess.run([SGT, "--version"], capture_output=True)
    except FileNotFoundError:
        print("(sgt-mines not installed: apt-get install sgt-puzzles to compare)")
        return
    print("== sgt-mines --time-generation (its first click is random) ==")
    for name, params, n in CASES:
        out = subprocess.run([SGT, "--time-generation", "--generate", str(n), params], capture_output=True, text=True).stdout
        times = sorted(float(line.rsplit(":", 1)[1]) * 1000 for line in out.splitlines() if ":" in line)
        if not times:
            print(f"{name}: no output"); continue
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
        print(f"sgt-mines {name:22} median {statistics.median(times):7.3f} ms   p95 {p95:7.3f} ms   (n={len(times)})")

if __name__ == "__main__":
    main()
