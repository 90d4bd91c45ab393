#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# A throwaway PostgreSQL server for the test suite: a fresh cluster in a temporary directory,
# owned by a non-root user, listening on loopback only.
#   eval "$(scripts/test-postgres.sh start)"   # exports ROOFLINE_TEST_PG_URL and PG* variables
#   scripts/test-postgres.sh stop DIR
#   scripts/test-postgres.sh pause DIR    # stop the server, keep its data (an outage)
#   scripts/test-postgres.sh resume DIR   # start it again on the same port
# The reliability suite starts a server of its own this way and stops and restarts it during a
# probe; the shared one of .ci/run keeps running for the other tests.
set -euo pipefail
cmd=${1:-start}
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$bindir/initdb" ] || { echo "test-postgres: PostgreSQL server not installed (apt-get install postgresql)" >&2; exit 1; }
runas=()
if [ "$(id -u)" -eq 0 ]; then runas=(runuser -u postgres --); fi

server_start() { # dir
  local port; port=$(cat "$1/port")
  "${runas[@]}" "$bindir/pg_ctl" -D "$1/data" -l "$1/log" -w \
    -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$1 -c fsync=off -c max_connections=100" \
    start
}

case "$cmd" in
  start)
    dir=$(mktemp -d /tmp/roofline-pg.XXXXXX)
    chmod 755 "$dir"
    [ ${#runas[@]} -eq 0 ] || chown postgres: "$dir"
    port=${ROOFLINE_TEST_PG_PORT:-$((20000 + RANDOM % 20000))}
    "${runas[@]}" "$bindir/initdb" -D "$dir/data" -U roofline -A trust --no-sync >/dev/null
    echo "$port" > "$dir/port"
    server_start "$dir" >/dev/null
    "${runas[@]}" "$bindir/createdb" -h 127.0.0.1 -p "$port" -U roofline roofline_test
    echo "export ROOFLINE_TEST_PG_DIR=$dir"
    echo "export ROOFLINE_TEST_PG_URL=postgresql://roofline@127.0.0.1:$port/roofline_test"
    ;;
  stop)
    dir=${2:?usage: test-postgres.sh stop DIR}
    "${runas[@]}" "$bindir/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  pause)
    dir=${2:?usage: test-postgres.sh pause DIR}
    "${runas[@]}" "$bindir/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    ;;
  resume)
    dir=${2:?usage: test-postgres.sh resume DIR}
    server_start "$dir" >/dev/null
    ;;
  *) echo "usage: $0 start | stop DIR | pause DIR | resume DIR" >&2; exit 2 ;;
esac
