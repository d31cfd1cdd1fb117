#!/usr/bin/env bash
# Backs up the whole Henesys database (every service's schema, the game schema when it lives there,
# the migration tables) as one pg_dump custom-format file, consistent as of the moment it starts.
#
#   backup.sh [DATABASE_URL] [OUTPUT_FILE]
#
# DATABASE_URL: the first argument, else $DATABASE_URL. OUTPUT_FILE: the second argument, else
# $BACKUP_DIR/henesys-<UTC time>.dump ($BACKUP_DIR defaults to ./backups). Prints the file's path.
# pg_dump's major version must be at least the server's. See README.md beside this script.
set -euo pipefail

if [[ "${1:-}" == "-h" || "${1:-}" == "--help" ]]; then
  sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'
  exit 0
fi

database_url="${1:-${DATABASE_URL:-}}"
if [[ -z "$database_url" ]]; then
  echo "backup.sh: no database: pass its URL as the first argument or set DATABASE_URL" >&2
  exit 2
fi
output="${2:-${BACKUP_DIR:-./backups}/henesys-$(date -u +%Y%m%dT%H%M%SZ).dump}"
mkdir -p "$(dirname "$output")"

# Written aside and renamed when complete and readable: a failed run never leaves a file that looks
# like a backup.
partial="$output.partial"
trap 'rm -f "$partial"' EXIT
pg_dump --format=custom --compress="${BACKUP_COMPRESS:-6}" --no-password --dbname="$database_url" --file="$partial"
pg_restore --list "$partial" >/dev/null
mv "$partial" "$output"
trap - EXIT
echo "$output"
