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
