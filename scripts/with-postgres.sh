#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server: installs Debian's `postgresql` package
# when initdb/pg_ctl are missing, creates a cluster in a temporary directory, starts it on a
# free loopback port and runs the command with TEST_DATABASE_URL (a superuser URL, see
# api/src/test/test-database.ts) in its environment. The server is always stopped and the
# directory removed, whatever the command's outcome; the command's exit code is kept.
#
#   bash scripts/with-postgres.sh pnpm test:api
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# Debian keeps initdb and pg_ctl in /usr/lib/postgresql/<version>/bin, outside PATH.
find_bin_dir() {
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(command -v initdb)"
    return
  fi
  local dir
  dir=$(find /usr/lib/postgresql -mindepth 2 -maxdepth 2 -name bin -type d 2>/dev/null | sort -V | tail -n 1)
  if [ -n "$dir" ] && [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; fi
}

bin_dir=$(find_bin_dir)
if [ -z "$bin_dir" ]; then
  echo "--- installing Debian's postgresql"
  export DEBIAN_FRONTEND=noninteractive
  as_root apt-get update -q
  as_root apt-get install -y -q postgresql
  bin_dir=$(find_bin_dir)
  if [ -z "$bin_dir" ]; then
    echo "initdb/pg_ctl not found after installing postgresql" >&2
    exit 1
  fi
fi

# The server refuses to run as root: then the cluster belongs to the postgres user.
if [ "$(id -u)" = 0 ]; then
  as_owner() { runuser -u postgres -- "$@"; }
else
  as_owner() { "$@"; }
fi

work_dir=$(mktemp -d "${TMPDIR:-/tmp}/portal-postgres-XXXXXX")
data_dir="$work_dir/data"
started=''
cleanup() {
  if [ -n "$started" ]; then as_owner "$bin_dir/pg_ctl" stop -D "$data_dir" -m immediate -s >/dev/null 2>&1 || true; fi
  rm -rf "$work_dir"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
if [ "$(id -u)" = 0 ]; then chown postgres: "$work_dir"; fi

# Trust on loopback only, for a server that lives as long as this command. C.UTF-8 exists on
# every Debian machine without the locales package.
as_owner "$bin_dir/initdb" -D "$data_dir" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$work_dir/initdb.log" 2>&1 || {
  cat "$work_dir/initdb.log" >&2
  exit 1
}

# A throwaway cluster needs no durability: without fsync the tests' many small writes are faster.
for port in $(seq "${POSTGRES_PORT:-55432}" $((${POSTGRES_PORT:-55432} + 50))); do
  (: </dev/tcp/127.0.0.1/"$port") 2>/dev/null && continue
  if as_owner "$bin_dir/pg_ctl" start -D "$data_dir" -w -s -l "$work_dir/server.log" \
    -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories=$work_dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off"; then
    started=yes
    break
  fi
done
if [ -z "$started" ]; then
  echo "PostgreSQL did not start:" >&2
  cat "$work_dir/server.log" >&2
  exit 1
fi

echo "--- PostgreSQL $("$bin_dir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (temporary, removed afterwards)"
status=0
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@" || status=$?
exit "$status"
