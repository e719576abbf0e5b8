#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster for the test suite (Debian's postgresql package) and prints the
# connection URL on stdout. `scripts/test-postgres.sh start DIR PORT` / `scripts/test-postgres.sh stop DIR`.
# Root cannot run postgres: the cluster then belongs to the `postgres` user.
set -euo pipefail
cmd=${1:?start|stop} dir=${2:?directory} port=${3:-54329}
bin=$(ls /usr/lib/postgresql/*/bin/postgres 2>/dev/null | sort -V | tail -n 1 | xargs -r dirname)
if [ -z "$bin" ]; then echo "PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; fi
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
case "$cmd" in
start)
  mkdir -p "$dir"
  [ "$(id -u)" = 0 ] && chown postgres "$dir"
  if [ ! -f "$dir/data/PG_VERSION" ]; then
    as_owner "$bin/initdb" -D "$dir/data" -A trust -U postgres --no-sync >"$dir/initdb.log" 2>&1
  fi
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" start >&2
  echo "postgres://postgres@127.0.0.1:$port/postgres"
  ;;
stop)
  as_owner "$bin/pg_ctl" -D "$dir/data" -m fast stop >&2 || true
  ;;
esac
