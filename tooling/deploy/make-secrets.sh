#!/bin/sh
# Creates the secret files docker-compose.yml reads, each only once (an existing file is kept,
# so running it again changes nothing). They live in secrets/, which git and images ignore.
set -eu
cd "$(dirname "$0")/../.."
mkdir -p secrets
chmod 700 secrets

random() { head -c "$1" /dev/urandom | base64 | tr -d '\n/+='; }
create() {
  if [ -s "secrets/$1" ]; then return; fi
  # Readable by the containers' users (each file is mounted alone, not the folder).
  (umask 022 && printf '%s' "$2" >"secrets/$1")
  echo "created secrets/$1"
}

create mongo_keyfile "$(random 700)"
create mongo_root_password "$(random 24)"
create mongodb_uri "mongodb://minesite:$(random 24)@mongo1:27017,mongo2:27017,mongo3:27017/?replicaSet=rs0&authSource=admin"
create admin_password "$(random 18)"
create metrics_token "$(random 32)"
create grafana_admin_password "$(random 18)"

# The web server's certificate (docker-compose.yml's tls_cert and tls_key, PEM): the files
# TLS_CERT_FILE and TLS_KEY_FILE name (run again after renewing them), else a self-signed pair
# for localhost for a first run on one machine (the browser warns until you trust it).
if [ -n "${TLS_CERT_FILE:-}" ] && [ -n "${TLS_KEY_FILE:-}" ]; then
  (umask 022 && cp "$TLS_CERT_FILE" secrets/tls_cert && cp "$TLS_KEY_FILE" secrets/tls_key)
  echo "copied $TLS_CERT_FILE and $TLS_KEY_FILE to secrets/tls_cert and secrets/tls_key"
elif [ ! -s secrets/tls_cert ] || [ ! -s secrets/tls_key ]; then
  (umask 022 && openssl req -x509 -newkey rsa:2048 -nodes -days 825 -subj /CN=localhost \
    -addext 'subjectAltName=DNS:localhost,IP:127.0.0.1' \
    -keyout secrets/tls_key -out secrets/tls_cert 2>/dev/null)
  echo "created secrets/tls_cert and secrets/tls_key (self-signed, localhost)"
fi
