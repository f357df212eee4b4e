#!/usr/bin/env bash
# A throwaway PostgreSQL server for the tests: initdb and pg_ctl in a temporary folder, on a free loopback port.
#
#   postgres-cluster.sh with CMD...  make and start a server, run CMD with ARCADE_TEST_POSTGRES (its URL, for
#                                    the superuser `arcade`) and ARCADE_TEST_POSTGRES_DIR set, then stop it and
#                                    remove its folder however CMD ended (also on Ctrl-C); exits with CMD's status
#   postgres-cluster.sh start DIR    make (the first time) and start a server in DIR; prints its URL
#   postgres-cluster.sh stop DIR     stop it; DIR stays, so `start DIR` brings the same server back on the same port
#   postgres-cluster.sh remove DIR   stop it and remove DIR
#   postgres-cluster.sh url DIR      print its URL
#
# Debian's postgresql package is installed (scripts/ensure-packages.sh) when no initdb is found. PostgreSQL
# refuses to run as root, so as root the server runs as `nobody`, which then owns DIR.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)

find_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then echo "$dir"; return 0; fi
  command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1 && { dirname "$(command -v initdb)"; return 0; }
  return 1
}

bin_dir() {
  find_bin && return 0
  echo "postgres-cluster: no PostgreSQL server found; installing Debian's postgresql" >&2
  bash "$HERE/ensure-packages.sh" postgresql >&2 || { echo "postgres-cluster: could not install postgresql" >&2; return 1; }
  find_bin || { echo "postgres-cluster: no initdb even after installing postgresql" >&2; return 1; }
}

# Runs a command as the server's owner, from inside DIR (the owner may not be able to read the caller's folder).
as_owner() {
  local dir=$1; shift
  if [ "$(id -u)" = 0 ]; then (cd "$dir" && runuser -u nobody -- "$@"); else (cd "$dir" && "$@"); fi
}

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

url() {
  echo "postgres://arcade:$(cat "$1/password")@127.0.0.1:$(cat "$1/port")/postgres"
}

start() {
  local dir=$1 bin
  bin=$(bin_dir)
  if [ ! -f "$dir/data/PG_VERSION" ]; then
    mkdir -p "$dir/data" "$dir/socket"
    free_port >"$dir/port"
    head -c 24 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' >"$dir/password"
    # A self-signed certificate, so sslmode=require can be tried (the server offers TLS when openssl is there).
    if command -v openssl >/dev/null 2>&1; then
      openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=localhost \
        -keyout "$dir/server.key" -out "$dir/server.crt" >/dev/null 2>&1 && chmod 600 "$dir/server.key"
    fi
    chmod 755 "$dir"
    chmod 700 "$dir/data"
    [ "$(id -u)" = 0 ] && chown -R nobody "$dir"
    as_owner "$dir" "$bin/initdb" -D "$dir/data" -U arcade --pwfile="$dir/password" --auth=scram-sha-256 \
      -E UTF8 --no-locale >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; return 1; }
  fi
  local tls=""
  [ -f "$dir/server.key" ] && tls="-c ssl=on -c ssl_cert_file=$dir/server.crt -c ssl_key_file=$dir/server.key"
  # A test server: durability is not wanted, speed is.
  as_owner "$dir" "$bin/pg_ctl" -D "$dir/data" -l "$dir/data/server.log" -w -t 60 -o \
    "-c listen_addresses=127.0.0.1 -c port=$(cat "$dir/port") -c unix_socket_directories=$dir/socket -c fsync=off -c synchronous_commit=off -c full_page_writes=off $tls" \
    start >/dev/null || { cat "$dir/data/server.log" >&2; return 1; }
  url "$dir"
}

stop() {
  local dir=$1 bin
  [ -f "$dir/data/postmaster.pid" ] || return 0
  bin=$(bin_dir)
  as_owner "$dir" "$bin/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop >/dev/null 2>&1 || true
  # The server's own processes, by the pid in its pid file, if pg_ctl could not stop it.
  if [ -f "$dir/data/postmaster.pid" ]; then
    local pid
    pid=$(head -n 1 "$dir/data/postmaster.pid")
    [ -n "$pid" ] && kill -KILL "$pid" 2>/dev/null || true
  fi
}

remove() {
  local dir=$1
  stop "$dir"
  rm -rf "$dir"
}

with() {
  local dir status
  dir=$(mktemp -d "${TMPDIR:-/tmp}/arcade-postgres-XXXXXX")
  trap 'remove "$dir"' EXIT
  trap 'exit 130' INT TERM HUP
  ARCADE_TEST_POSTGRES=$(start "$dir") || exit 1
  export ARCADE_TEST_POSTGRES ARCADE_TEST_POSTGRES_DIR=$dir ARCADE_TEST_POSTGRES_SCRIPT=$HERE/postgres-cluster.sh
  echo "postgres-cluster: a test server on 127.0.0.1:$(cat "$dir/port") for: $*"
  set +e
  "$@"
  status=$?
  set -e
  exit $status
}

command=${1:-}
shift || true
case $command in
  with) [ $# -gt 0 ] || { echo "usage: $0 with CMD..." >&2; exit 2; }; with "$@" ;;
  start | stop | remove | url) [ $# -eq 1 ] || { echo "usage: $0 $command DIR" >&2; exit 2; }; "$command" "$1" ;;
  *) echo "usage: $0 with CMD... | start DIR | stop DIR | remove DIR | url DIR" >&2; exit 2 ;;
esac
