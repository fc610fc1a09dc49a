// mongosh script run by mongo1's health check (docker-compose.yml). On the first start it
// initiates the three-member replica set; once this member is primary it creates the service's
// database user from the connection string the API reads (secrets/mongodb_uri). Healthy only
// when this member is primary or secondary.
/* global db, rs, quit -- mongosh's shell objects */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a mongosh script, not a module
const fs = require('fs');
const secret = (name) => fs.readFileSync(`/run/secrets/${name}`, 'utf8').trim();

db.getSiblingDB('admin').auth('root', secret('mongo_root_password'));

let status;
try {
  status = rs.status();
} catch (error) {
  if (error.codeName !== 'NotYetInitialized') throw error;
  rs.initiate({
    _id: 'rs0',
    members: [
      { _id: 0, host: 'mongo1:27017', priority: 2 },
      { _id: 1, host: 'mongo2:27017', priority: 1 },
      { _id: 2, host: 'mongo3:27017', priority: 1 },
    ],
  });
  // Healthy on a later run, once a primary is elected.
  quit(1);
}

const self = status.members.find((member) => member.self);
if (self.stateStr === 'PRIMARY') {
  // mongodb://<user>:<password>@hosts/?replicaSet=rs0&authSource=admin
  const found = /^mongodb:\/\/([^:@/]+):([^@/]+)@/.exec(secret('mongodb_uri'));
  if (!found) throw new Error('secrets/mongodb_uri must name a user and a password');
  const [user, password] = [decodeURIComponent(found[1]), decodeURIComponent(found[2])];
  const admin = db.getSiblingDB('admin');
  if (!admin.getUser(user)) {
    admin.createUser({ user, pwd: password, roles: [{ role: 'readWrite', db: 'minesite' }] });
  }
}
quit(self.stateStr === 'PRIMARY' || self.stateStr === 'SECONDARY' ? 0 : 1);
