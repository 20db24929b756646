#!/usr/bin/env bash
# The duplication figures of issue 30 item 5, for apps/server or apps/web: the workplace's
# `duplicates` command run on a copy of apps/<app>/src without test files, test/ folders and
# fixtures. Prints two figures:
#  - pairs neither shape-only nor table or schema declarations (the issue's words);
#  - pairs not marked boilerplate (shape-alike rows included), less table and schema pairs: the
#    stricter count earlier closing notes gave.
# Usage: bash scripts/duplicate-figure.sh server|web [--list]
set -euo pipefail
app=${1:?server or web}
root=$(cd "$(dirname "$0")/.." && pwd)
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
(cd "$root/apps/$app/src" && find . -type f \( -name '*.ts' -o -name '*.tsx' -o -name '*.css' \) \
  ! -name '*.test.ts' ! -name '*.test.tsx' ! -path '*/test/*' ! -path '*/fixtures/*' \
  ! -name '*fixture*' -exec cp --parents {} "$copy" \;)
found=$(cd "$copy" && duplicates --most 200 --seconds 120)
rows=$(grep -E '^D[0-9]+ ' <<<"$found" || true)
declarations='tables?\.ts:[0-9-]+ ~ [^ ]*tables?\.ts|schemas?[^ ]*\.ts:[0-9-]+ ~ [^ ]*schemas?[^ ]*\.ts'
exact=$(grep -v ' shape' <<<"$rows" | grep -vE "$declarations" || true)
strict=$(grep -v boilerplate <<<"$rows" | grep -vE "$declarations" || true)
echo "$app: $(head -1 <<<"$found")"
echo "neither shape-only nor declarations: $(grep -c . <<<"$exact" || true)"
echo "not boilerplate, less declarations: $(grep -c . <<<"$strict" || true)"
if [ "${2:-}" = --list ]; then printf '%s\n' "$strict"; fi
