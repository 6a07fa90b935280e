#!/usr/bin/env bash
# Starts Debian's PostgreSQL on loopback and prints a TEST_DATABASE_URL for the integration suite.
# It listens on localhost only (Debian's default). Installs the server first when it is missing (root and apt-get required).
set -euo pipefail
if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
if ! pg_lsclusters -h | grep -q "^${version} main"; then
  pg_createcluster "$version" main >/dev/null
fi
pg_ctlcluster "$version" main start 2>/dev/null || true
for _ in $(seq 1 30); do
  pg_isready -h 127.0.0.1 -q && break
  sleep 1
done
su postgres -c "psql -q -tc \"SELECT 1 FROM pg_roles WHERE rolname='shopsight'\" | grep -q 1 || psql -q -c \"CREATE ROLE shopsight LOGIN SUPERUSER PASSWORD 'shopsight'\""
su postgres -c "psql -q -tc \"SELECT 1 FROM pg_database WHERE datname='shopsight_test'\" | grep -q 1 || createdb -O shopsight shopsight_test"
echo "postgres://shopsight:shopsight@127.0.0.1:5432/shopsight_test"
