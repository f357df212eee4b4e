#!/usr/bin/env bash
# Installs the named Debian packages if any is missing, or says the exact command when it cannot.
set -u
missing=()
for package in "$@"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Missing system packages: ${missing[*]}"
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  apt-get install -y -q "${missing[@]}" >/dev/null 2>&1 || { apt-get update -q >/dev/null && apt-get install -y -q "${missing[@]}"; } || exit 1
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  sudo apt-get install -y -q "${missing[@]}" || exit 1
else
  echo "Install them with:  sudo apt-get install ${missing[*]}"
  exit 1
fi
