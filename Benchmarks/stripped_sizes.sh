#!/usr/bin/env bash
# Prints the stripped size of each program given (a copy is stripped; the program is left as it is).
set -u
for program in "$@"; do
  if [ ! -x "$program" ]; then echo "  $program: not built"; continue; fi
  copy=$(mktemp)
  if strip -o "$copy" "$program"; then
    awk -v name="$program" -v stripped="$(stat -c %s "$copy")" -v built="$(stat -c %s "$program")" \
      'BEGIN { printf "  %-64s %6.1f MB stripped (%6.1f MB as built)\n", name, stripped / 1e6, built / 1e6 }'
  fi
  rm -f "$copy"
done
