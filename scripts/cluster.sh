#!/usr/bin/env bash
# The production topology on one machine, without Docker: PostgreSQL (Debian package), INSTANCES compiled
# API instances on ports BASE_PORT.. and nginx (Debian package) in front on LB_PORT, round robin.
#   scripts/cluster.sh start            start what is not running (run `npm run build` first); also to scale:
#                                       INSTANCES=5 scripts/cluster.sh start adds instances 4 and 5
#   scripts/cluster.sh restart N        restart instance N: SIGTERM (it drains itself), start, ready
#   scripts/cluster.sh rolling-restart  restart every instance, one at a time
#   scripts/cluster.sh status | stop
# Runs as root (PostgreSQL runs as `postgres`). Everything lives in CLUSTER_DIR; docs/operations.md has more.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
dir=${CLUSTER_DIR:-/tmp/kaista-cluster}
instances=${INSTANCES:-3}
base_port=${BASE_PORT:-3101}
lb_port=${LB_PORT:-3100}
pg_port=${PG_PORT:-54430}
pg_bin=/usr/lib/postgresql/15/bin
database_url=${DATABASE_URL:-postgres://postgres@127.0.0.1:$pg_port/kaista}
mkdir -p "$dir"
# PostgreSQL (user postgres) and nginx's workers (user nobody) reach their directories under it.
chmod 755 "$dir"

log() { printf '[cluster] %s\n' "$*" >&2; }
port_of() { echo $((base_port + $1 - 1)); }
pid_alive() { [ -f "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }

install_missing() {
  local missing=()
  [ -x "$pg_bin/initdb" ] || missing+=(postgresql-15 postgresql-contrib)
  [ -x /usr/sbin/nginx ] || missing+=(nginx)
  if [ ${#missing[@]} -gt 0 ]; then
    log "installing ${missing[*]}"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
}

start_postgres() {
  [ -n "${DATABASE_URL:-}" ] && return 0 # someone else's server
  if [ ! -d "$dir/pg/data" ]; then
    mkdir -p "$dir/pg" && chown postgres "$dir/pg"
    runuser -u postgres -- "$pg_bin/initdb" -D "$dir/pg/data" -A trust -U postgres >/dev/null
  fi
  if ! runuser -u postgres -- "$pg_bin/pg_ctl" -D "$dir/pg/data" status >/dev/null 2>&1; then
    runuser -u postgres -- "$pg_bin/pg_ctl" -D "$dir/pg/data" -l "$dir/pg/log" -w start \
      -o "-p $pg_port -k $dir/pg -c listen_addresses=127.0.0.1" >/dev/null
  fi
  psql -h 127.0.0.1 -p "$pg_port" -U postgres -tAc "select 1 from pg_database where datname = 'kaista'" |
    grep -q 1 || psql -h 127.0.0.1 -p "$pg_port" -U postgres -qc 'create database kaista'
}

start_instance() {
  local n=$1 port
  port=$(port_of "$n")
  pid_alive "$dir/api-$n.pid" && return 0
  [ -f apps/api/dist/main.js ] || { log 'no compiled server: run npm run build'; exit 1; }
  DATABASE_URL=$database_url PORT=$port HOST=127.0.0.1 TRUST_PROXY=loopback \
    KAISTA_ENV=${KAISTA_ENV:-development} LOG_LEVEL=${LOG_LEVEL:-info} \
    SHUTDOWN_DRAIN_MS=${SHUTDOWN_DRAIN_MS:-1000} DATA_DIR="$dir/data-$n" \
    nohup node --enable-source-maps --heap-growing-percent=50 apps/api/dist/main.js >>"$dir/api-$n.log" 2>&1 &
  echo $! >"$dir/api-$n.pid"
}

wait_ready() {
  local port deadline=$((SECONDS + 120))
  port=$(port_of "$1")
  until curl -fs "http://127.0.0.1:$port/readyz" >/dev/null; do
    pid_alive "$dir/api-$1.pid" || { log "instance $1 exited; see $dir/api-$1.log"; exit 1; }
    [ $SECONDS -lt $deadline ] || { log "instance $1 not ready"; exit 1; }
    sleep 0.3
  done
}

stop_instance() {
  local pid_file="$dir/api-$1.pid"
  pid_alive "$pid_file" || return 0
  local pid
  pid=$(cat "$pid_file")
  kill -TERM "$pid"
  while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done
  rm -f "$pid_file"
}

# nginx.conf with every instance. A restart does not touch it: a stopping instance refuses what it has not
# begun and nginx passes that on (deploy/nginx-proxy.conf), so no reload cuts a client's connection.
write_nginx_conf() {
  local n servers=''
  for n in $(seq 1 "$instances"); do
    servers+="    server 127.0.0.1:$(port_of "$n") max_fails=1 fail_timeout=2s;"$'\n'
  done
  mkdir -p "$dir/nginx-tmp" && chmod 777 "$dir/nginx-tmp"
  cat >"$dir/nginx.conf" <<CONF
worker_processes 1;
pid $dir/nginx.pid;
error_log $dir/nginx-error.log warn;
events { worker_connections 1024; }
http {
  log_format kaista '\$remote_addr [\$time_local] "\$request" \$status \$upstream_addr rid=\$kaista_request_id';
  access_log $dir/nginx-access.log kaista;
  client_body_temp_path $dir/nginx-tmp/body;
  proxy_temp_path $dir/nginx-tmp/proxy;
  fastcgi_temp_path $dir/nginx-tmp/fastcgi;
  uwsgi_temp_path $dir/nginx-tmp/uwsgi;
  scgi_temp_path $dir/nginx-tmp/scgi;
  upstream kaista {
$servers  }
  map \$http_x_request_id \$kaista_request_id {
    default \$http_x_request_id;
    "" \$request_id;
  }
  server {
    listen 127.0.0.1:$lb_port;
    location / {
      include $repo/deploy/nginx-proxy.conf;
    }
  }
}
CONF
}

# Only at start and when instances are added (scaling).
nginx_apply() {
  write_nginx_conf
  if pid_alive "$dir/nginx.pid"; then
    /usr/sbin/nginx -c "$dir/nginx.conf" -p "$dir" -s reload 2>/dev/null
  else
    /usr/sbin/nginx -c "$dir/nginx.conf" -p "$dir" 2>/dev/null
  fi
}

restart_instance() {
  log "restarting instance $1"
  stop_instance "$1"
  start_instance "$1"
  wait_ready "$1"
}

case "${1:-}" in
start)
  install_missing
  start_postgres
  # Started together on purpose: the advisory lock lets one migrate and seed while the others wait.
  for n in $(seq 1 "$instances"); do start_instance "$n"; done
  for n in $(seq 1 "$instances"); do wait_ready "$n"; done
  nginx_apply
  log "ready: http://127.0.0.1:$lb_port ($instances instances on $(port_of 1)..$(port_of "$instances"), $database_url)"
  ;;
restart) restart_instance "${2:?instance number}" ;;
rolling-restart) for n in $(seq 1 "$instances"); do restart_instance "$n"; done ;;
status)
  for n in $(seq 1 "$instances"); do
    state=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$(port_of "$n")/readyz" || true)
    echo "instance $n :$(port_of "$n") readyz $state"
  done
  ;;
stop)
  pid_alive "$dir/nginx.pid" && /usr/sbin/nginx -c "$dir/nginx.conf" -p "$dir" -s quit
  for n in $(seq 1 "$instances"); do stop_instance "$n"; done
  if [ -z "${DATABASE_URL:-}" ] && [ -d "$dir/pg/data" ]; then
    runuser -u postgres -- "$pg_bin/pg_ctl" -D "$dir/pg/data" -m fast stop >/dev/null 2>&1 || true
  fi
  ;;
*)
  sed -n '2,9p' "$0"
  exit 2
  ;;
esac
