#!/usr/bin/env bash
# A throwaway club host for the tests and benchmarks: a players' account, the arcade where sshd trusts it (a folder
# root owns all the way up), and Debian's sshd on a free loopback port, configured by the block `arcade host` prints.
# Needs root; Debian's openssh-server is installed when missing. The account's home is DIR/home: every folder
# above DIR must let others through.
#
#   ssh-host.sh start DIR ARCADE [arcade host options]   start it; prints HOST_USER, HOST_PORT, HOST_DB and HOST_BIN
#                                                          as shell assignments
#   ssh-host.sh stop DIR                                  stop sshd, end the account's processes, remove the account
#                                                          and the arcade's copy; DIR stays
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)

start() {
  local dir=$1 arcade=$2; shift 2
  [ "$(id -u)" = 0 ] || { echo "ssh-host: needs root (an account for the players, sshd)" >&2; return 1; }
  bash "$HERE/ensure-packages.sh" openssh-server >&2 || return 1
  mkdir -p "$dir" /run/sshd
  chmod 755 "$dir"
  local user bin db port
  user=arc$$$RANDOM
  user=${user:0:30}
  bin=/usr/local/lib/arcade-host-$user
  db=$dir/home/arcade.sqlite
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  printf 'HOST_USER=%s\nHOST_PORT=%s\nHOST_DB=%s\nHOST_BIN=%s\n' "$user" "$port" "$db" "$bin" >"$dir/host.env"
  # A start that fails half-way leaves nothing: no account, no copy, no sshd.
  trap 'stop "$dir" >/dev/null 2>&1' ERR
  mkdir -p "$bin" && cp "$arcade" "$bin/arcade" && chmod 755 "$bin" "$bin/arcade"
  useradd --create-home --home-dir "$dir/home" --shell /bin/sh "$user"
  usermod -p '*' "$user"
  ssh-keygen -q -t ed25519 -N '' -f "$dir/host_key"
  {
    echo "Port $port"
    echo "ListenAddress 127.0.0.1"
    echo "HostKey $dir/host_key"
    echo "PidFile $dir/sshd.pid"
    echo "UsePAM no"
    # Every variable a client sends is let in: none may reach the arcade all the same.
    echo "AcceptEnv *"
    "$bin/arcade" host --user "$user" --db "$db" "$@" | grep -v '^#'
  } >"$dir/sshd_config"
  /usr/sbin/sshd -t -f "$dir/sshd_config"
  /usr/sbin/sshd -f "$dir/sshd_config" -E "$dir/sshd.log"
  cat "$dir/host.env"
}

stop() {
  local dir=$1
  [ -f "$dir/host.env" ] || return 0
  local HOST_USER HOST_BIN
  eval "$(cat "$dir/host.env")"
  [ -f "$dir/sshd.pid" ] && kill "$(cat "$dir/sshd.pid")" 2>/dev/null || true
  pkill -KILL -u "$HOST_USER" 2>/dev/null || true
  userdel "$HOST_USER" 2>/dev/null || true
  rm -rf "$HOST_BIN" "$dir/host.env"
}

case "${1:-}" in
  start) shift; start "$@" ;;
  stop) stop "$2" ;;
  *) echo "usage: ssh-host.sh start DIR ARCADE [options] | stop DIR" >&2; exit 2 ;;
esac
