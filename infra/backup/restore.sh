#!/usr/bin/env bash
# Restores a backup.sh file into an empty database, all or nothing (one transaction), then analyzes it.
#
#   restore.sh [--keep-owners] DUMP_FILE [TARGET_DATABASE_URL]
#
# TARGET_DATABASE_URL: the second argument, else $RESTORE_DATABASE_URL, else $DATABASE_URL. A target
# that does not exist is created (through the server's "postgres" database, or $MAINTENANCE_DB); one
# that holds any table is refused, so a restore never mixes with or overwrites live data. Objects
# are owned by the role that restores, without the source's grants, unless --keep-owners is given.
set -euo pipefail

if [[ "${1:-}" == "-h" || "${1:-}" == "--help" ]]; then
  sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'
  exit 0
fi

ownership=(--no-owner --no-privileges)
if [[ "${1:-}" == "--keep-owners" ]]; then
  ownership=()
  shift
fi
dump="${1:-}"
target="${2:-${RESTORE_DATABASE_URL:-${DATABASE_URL:-}}}"
if [[ -z "$dump" || -z "$target" ]]; then
  echo "restore.sh: usage: restore.sh [--keep-owners] DUMP_FILE [TARGET_DATABASE_URL] (or RESTORE_DATABASE_URL)" >&2
  exit 2
fi
if ! pg_restore --list "$dump" >/dev/null; then
  echo "restore.sh: $dump is not a pg_dump custom-format file" >&2
  exit 2
fi

# postgres://user:pass@host:port/name?options -> the name, and the same server's maintenance database.
without_query="${target%%\?*}"
query="${target:${#without_query}}"
database="${without_query##*/}"
maintenance_url="${without_query%/*}/${MAINTENANCE_DB:-postgres}${query}"

sql() { psql --no-password --no-psqlrc --quiet --tuples-only --no-align -v ON_ERROR_STOP=1 -v name="$database" "$@"; }

exists="$(sql --dbname="$maintenance_url" <<<"SELECT 1 FROM pg_database WHERE datname = :'name'")"
if [[ -z "$exists" ]]; then
  sql --dbname="$maintenance_url" <<<'CREATE DATABASE :"name"'
  echo "restore.sh: created database $database" >&2
fi

tables="$(sql --dbname="$target" <<<"SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\_%'")"
if [[ "$tables" != "0" ]]; then
  echo "restore.sh: database $database is not empty ($tables tables, views or sequences): restore into a new one" >&2
  exit 3
fi

pg_restore --no-password --exit-on-error --single-transaction "${ownership[@]}" --dbname="$target" "$dump"
# pg_restore copies no planner statistics: gather them before the site's queries run.
sql --dbname="$target" <<<'ANALYZE'
echo "restore.sh: restored $dump into $database" >&2
