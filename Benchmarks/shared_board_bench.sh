#!/usr/bin/env bash
# Figures for the shared board; run inside `scripts/postgres-cluster.sh with` (make bench-shared does).
# Usage: shared_board_bench.sh ARCADE ARCADE_BENCH   (both release binaries)
# The machine is shared with other work: timings are indicative, counts are exact.
set -u
ARCADE=$1
BENCH=$2
url=$ARCADE_TEST_POSTGRES
work=$(mktemp -d "${TMPDIR:-/tmp}/arcade-shared-bench-XXXXXX")
silent_pid=""
cleanup() {
  [ -n "$silent_pid" ] && kill "$silent_pid" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
HERE=$(cd "$(dirname "$0")" && pwd)

echo "== Shared board: 8 arcade processes, 8 local files, 500 rounds each, pushed at once =="
"$ARCADE" scores --db "$url" --init >/dev/null || exit 1
for i in 0 1 2 3 4 5 6 7; do "$BENCH" shared-fixture "$work/m$i.sqlite" 500 "player$i" || exit 1; done
before=$("$BENCH" shared-count "$url")
start=$(date +%s.%N)
pids=()
for i in 0 1 2 3 4 5 6 7; do
  "$ARCADE" scores --db "$url" --local "$work/m$i.sqlite" --sync >"$work/m$i.out" 2>&1 &
  pids+=($!)
done
for pid in "${pids[@]}"; do wait "$pid"; done
end=$(date +%s.%N)
after=$("$BENCH" shared-count "$url")
added=$((after - before))
echo "rows added on the server: $added (expected 4000); $(python3 -c "print(f'{$end - $start:.2f} s, {4000 / ($end - $start):.0f} rounds/s')")"
sed 's/^/  /' "$work"/m*.out | sed "s|$url||" | sort | uniq -c
for i in 0 1 2 3 4 5 6 7; do "$ARCADE" scores --db "$url" --local "$work/m$i.sqlite" --sync; done | sort | uniq -c | sed 's/^/  again: /'
[ "$added" = 4000 ] || echo "LOAD TEST FAILED: $added rows instead of 4000"

echo "== Menu time: no server, a healthy server, a server that accepts and never answers =="
python3 -c 'import socket, time; s = socket.socket(); s.bind(("127.0.0.1", 0)); s.listen(64); print(s.getsockname()[1], flush=True); time.sleep(3600)' >"$work/silent.port" &
silent_pid=$!
for _ in $(seq 50); do [ -s "$work/silent.port" ] && break; sleep 0.1; done
silent=$(cat "$work/silent.port")
python3 "$HERE/terminal_bench.py" --name "no server" --marker "Playing as" --idle 1 --move-key '\x1bOB' -- "$ARCADE" --db "$work/menu-local.sqlite"
python3 "$HERE/terminal_bench.py" --name "healthy server" --marker "Playing as" --idle 1 --move-key '\x1bOB' -- "$ARCADE" --db "$url" --local "$work/menu-healthy.sqlite"
python3 "$HERE/terminal_bench.py" --name "silent server" --marker "Playing as" --idle 1 --move-key '\x1bOB' -- "$ARCADE" --db "postgres://nobody:x@127.0.0.1:$silent/none" --local "$work/menu-silent.sqlite"

echo "== Push throughput and board queries =="
"$BENCH" shared "$url"

echo "== Versus across machines: two members, each with a local file, through the server (LISTEN/NOTIFY) =="
psql=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)/psql
versus_db=versus_bench_$$
"$psql" -q "$url" -c "CREATE DATABASE $versus_db" >/dev/null || exit 1
versus_url=${url%/*}/$versus_db
"$ARCADE" scores --db "$versus_url" --init >"$work/versus-init.out" || exit 1
{
  echo "CREATE ROLE bench_club_$$ NOLOGIN;"
  grep -E '^ *GRANT' "$work/versus-init.out" | sed "s/\"arcade_player\"/bench_club_$$/"
  echo "CREATE ROLE ana_$$ LOGIN PASSWORD 'pw' IN ROLE bench_club_$$;"
  echo "CREATE ROLE eve_$$ LOGIN PASSWORD 'pw' IN ROLE bench_club_$$;"
} | "$psql" -q -v ON_ERROR_STOP=1 "$versus_url" >/dev/null || exit 1
member() { echo "${versus_url/\/\/*@/\/\/$1:pw@}"; }
python3 "$HERE/versus_bench.py" --shared "$(member ana_$$)" "$(member eve_$$)" "$ARCADE"
