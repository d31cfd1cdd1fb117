#!/usr/bin/env bash
# Backs up the whole Henesys PostgreSQL database (every service's schema, the migration tables) as one
# pg_dump custom-format file, consistent as of the moment it starts.
#
#   backup.sh [DATABASE_URL] [OUTPUT_FILE]
#
# DATABASE_URL: the first argument, else $DATABASE_URL. OUTPUT_FILE: the second argument, else
# $BACKUP_DIR/henesys-<UTC time>.dump ($BACKUP_DIR defaults to ./backups). Prints the file's path.
# pg_dump's major version must be at least the server's. See README.md beside this script.
# With $GAME_DATABASE_URL set (mysql://), also <OUTPUT_FILE without .dump>.game.sql.gz, with
# mariadb-dump or mysqldump: the whole database when GAME_SCHEMA_MANAGED is true (the demo game
# database), only its henesys_ tables when false (the game server's own tables are the operator's to
# back up). Its path goes to stderr. BACKUP_GAME=false skips it.
set -euo pipefail

if [[ "${1:-}" == "-h" || "${1:-}" == "--help" ]]; then
  sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'
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

# The game database (MySQL/MariaDB), beside the PostgreSQL dump.
game_url="${GAME_DATABASE_URL:-}"
if [[ -n "$game_url" && "${BACKUP_GAME:-true}" != "false" ]]; then
  dump_bin="$(command -v mariadb-dump || command -v mysqldump || true)"
  client_bin="$(command -v mariadb || command -v mysql || true)"
  if [[ -z "$dump_bin" || -z "$client_bin" ]]; then
    echo "backup.sh: GAME_DATABASE_URL is set but mariadb-dump/mysqldump (and the mariadb/mysql client) are not installed; BACKUP_GAME=false skips the game database" >&2
    exit 2
  fi
  # mysql://user:password@host:port/name?options (user and password URL-encoded).
  urldecode() { local v="${1//+/ }"; printf '%b' "${v//%/\\x}"; }
  rest="${game_url#mysql://}"
  rest="${rest%%\?*}"
  game_db="${rest##*/}"
  authority="${rest%%/*}"
  credentials=""
  [[ "$authority" == *@* ]] && credentials="${authority%@*}" && authority="${authority##*@}"
  game_user="$(urldecode "${credentials%%:*}")"
  game_password=""
  [[ "$credentials" == *:* ]] && game_password="$(urldecode "${credentials#*:}")"
  game_host="${authority%%:*}"
  game_port="3306"
  [[ "$authority" == *:* ]] && game_port="${authority##*:}"
  if [[ ! "$game_db" =~ ^[A-Za-z0-9_]+$ ]]; then
    echo "backup.sh: GAME_DATABASE_URL names no usable database ($game_db)" >&2
    exit 2
  fi
  # The password goes through a private option file, never the command line.
  options="$(mktemp)"
  game_partial="${output%.dump}.game.sql.gz.partial"
  trap 'rm -f "$options" "$game_partial"' EXIT
  chmod 600 "$options"
  printf '[client]\nuser="%s"\npassword="%s"\nhost="%s"\nport=%s\n' "$game_user" "$game_password" "$game_host" "$game_port" >"$options"
  tables=()
  if [[ "${GAME_SCHEMA_MANAGED:-true}" == "false" ]]; then
    mapfile -t tables < <("$client_bin" --defaults-extra-file="$options" --batch --skip-column-names "$game_db" -e "SHOW TABLES LIKE 'henesys\\_%'")
    if [[ ${#tables[@]} -eq 0 ]]; then
      echo "backup.sh: no henesys_ tables in the game database $game_db: nothing of the site's to back up there" >&2
    fi
  fi
  if [[ "${GAME_SCHEMA_MANAGED:-true}" != "false" || ${#tables[@]} -gt 0 ]]; then
    "$dump_bin" --defaults-extra-file="$options" --single-transaction --routines --triggers --hex-blob "$game_db" "${tables[@]}" | gzip -"${BACKUP_COMPRESS:-6}" >"$game_partial"
    gzip -t "$game_partial"
    mv "$game_partial" "${output%.dump}.game.sql.gz"
    echo "backup.sh: game database $game_db${tables[*]:+ (henesys_ tables only)} -> ${output%.dump}.game.sql.gz" >&2
  fi
  rm -f "$options"
  trap - EXIT
fi
echo "$output"
