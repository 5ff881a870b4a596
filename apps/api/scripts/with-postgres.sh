#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 server:
#
#   bash scripts/with-postgres.sh pnpm vitest run
#
# Starts Debian's PostgreSQL 15 (installing the `postgresql` package first when it is missing
# and we are root) on a free port with its socket and data under /tmp, fsync off (tests
# only), then runs the command with TEST_DATABASE_URL (and PG* variables) pointing at it,
# then stops the server and removes its data whatever the command's outcome. Exits with the
# command's status. PG_SERVER_OPTIONS adds server settings (`-c shared_buffers=1GB`).
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"

if [ ! -x "$PG_BIN/pg_ctl" ]; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "with-postgres: installing Debian's postgresql package" >&2
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null
  fi
  if [ ! -x "$PG_BIN/pg_ctl" ]; then
    echo "with-postgres: no PostgreSQL 15 at $PG_BIN (apt-get install postgresql)" >&2
    exit 1
  fi
fi

if [ "$#" -eq 0 ]; then
  echo "usage: with-postgres.sh COMMAND [ARGS…]" >&2
  exit 2
fi

# PostgreSQL refuses to run as root: run the server as `postgres` when we are root.
as_server_user() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

work="$(mktemp -d /tmp/jobsite-pg.XXXXXX)"
data="$work/data"
sockets="$work/sockets"
mkdir -p "$data" "$sockets"
[ "$(id -u)" -eq 0 ] && chown -R postgres:postgres "$work"
chmod 700 "$data"

stop() {
  as_server_user "$PG_BIN/pg_ctl" -D "$data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap stop EXIT INT TERM

as_server_user "$PG_BIN/initdb" -D "$data" -U postgres --auth=trust -E UTF8 \
  --locale=C.UTF-8 >"$work/initdb.log" 2>&1 || { cat "$work/initdb.log" >&2; exit 1; }

port="$(free_port)"
as_server_user "$PG_BIN/pg_ctl" -D "$data" -l "$work/server.log" -w -t 60 \
  -o "-p $port -k $sockets -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 ${PG_SERVER_OPTIONS:-}" \
  start >/dev/null || { cat "$work/server.log" >&2; exit 1; }

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
export PGHOST=127.0.0.1 PGPORT="$port" PGUSER=postgres PGDATABASE=postgres
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on port $port" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
