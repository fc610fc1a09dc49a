// docker-compose.yml, checked without a Docker engine: valid against the Compose
// specification's JSON schema (vendored in compose-spec.json, see README.md), and the
// production shape it promises: a self-initiating three-member replica set, several stateless
// API replicas behind nginx, health checks everywhere, secrets from files only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import draft7 from 'ajv/dist/refs/json-schema-draft-07.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const repo = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; target?: string };
  command?: string[];
  environment?: Record<string, string>;
  secrets?: string[];
  volumes?: string[];
  ports?: string[];
  profiles?: string[];
  deploy?: { replicas?: number };
  healthcheck?: { test?: string[]; disable?: boolean };
  depends_on?: Record<string, { condition: string }>;
}
interface ComposeFile {
  services: Record<string, Service>;
  secrets: Record<string, { file?: string; environment?: string }>;
  volumes: Record<string, unknown>;
}

// `merge: true`: the file shares the members' settings with a YAML merge key (`<<: *mongo`).
const compose = parse(read('docker-compose.yml'), { merge: true }) as ComposeFile;
const { services } = compose;

/** The schema's validator; the schema names draft-07 by its https address, which Ajv lacks. */
function composeValidator() {
  const ajv = new Ajv({ allErrors: true, strict: false });
  const { $id: _builtIn, ...metaSchema } = draft7;
  ajv.addMetaSchema(metaSchema, 'https://json-schema.org/draft-07/schema');
  return ajv.compile(JSON.parse(read('tooling/deploy/compose-spec.json')) as object);
}

describe('docker-compose.yml', () => {
  const validate = composeValidator();

  it('is valid against the Compose specification', () => {
    const valid = validate(compose);

    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('the schema check catches a mistake (it is not a no-op)', () => {
    const broken = structuredClone(compose) as unknown as {
      services: Record<string, Record<string, unknown>>;
    };
    broken.services.api!.healthcheck = { test: 'node', interval: 10 };
    broken.services.web!.restart = 'sometimes';
    broken.services.web!.port = ['3000:3000'];

    expect(validate(broken)).toBe(false);
  });

  it('runs MongoDB as a three-member replica set that initiates itself', () => {
    const members = ['mongo1', 'mongo2', 'mongo3'].map((name) => services[name]!);
    for (const member of members) {
      expect(member.image).toMatch(/^mongo:\d/);
      expect(member.command).toEqual(expect.arrayContaining(['--replSet', 'rs0', '--keyFile']));
      expect(member.volumes?.[0]).toMatch(/^mongo\d-data:\/data\/db$/);
    }
    // mongo1's health check runs the script that initiates the set and creates the app user.
    expect(services.mongo1!.healthcheck?.test).toContain('/scripts/replica-set.js');
    const script = read('tooling/deploy/replica-set.js');
    expect(script).toContain('rs.initiate(');
    for (const host of ['mongo1:27017', 'mongo2:27017', 'mongo3:27017']) {
      expect(script).toContain(host);
    }
    expect(read('tooling/deploy/make-secrets.sh')).toContain(
      '@mongo1:27017,mongo2:27017,mongo3:27017/?replicaSet=rs0',
    );
  });

  it('runs the API as several stateless replicas behind nginx only', () => {
    const api = services.api!;
    expect(api.build?.target).toBe('api');
    expect(api.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(api.ports, 'the API is reached through the balancer only').toBeUndefined();
    expect(api.volumes, 'no local state: uploads live in the database').toBeUndefined();
    expect(api.environment).toMatchObject({
      NODE_ENV: 'production',
      TRUST_PROXY: 'true',
      TRUST_PROXY_HOPS: '1',
    });
    const origins = api.environment!.CORS_ORIGINS!;
    for (const port of [3000, 3002, 3003, 3004, 3005, 3006]) {
      expect(origins).toContain(`https://localhost:${port}`);
    }

    const web = services.web!;
    expect(web.build?.target).toBe('web');
    expect(web.ports).toEqual(['3000:3000', '3001:3001', '3002-3006:3002-3006']);
    expect(web.volumes).toEqual(
      expect.arrayContaining([
        './tooling/web/nginx.conf:/etc/nginx/conf.d/default.conf:ro',
        './tooling/deploy/nginx-api.conf:/etc/nginx/conf.d/api.conf:ro',
        './tooling/deploy/nginx:/etc/nginx/minesite:ro',
        'releases:/srv/releases:ro',
      ]),
    );
    const balancer = read('tooling/deploy/nginx-api.conf');
    expect(balancer).toMatch(/server api:3001 resolve/);
    expect(balancer).toContain('include /etc/nginx/minesite/api-proxy.conf;');
    const proxy = read('tooling/deploy/nginx/api-proxy.conf');
    expect(proxy).toMatch(/proxy_set_header X-Request-Id/);
    expect(proxy).toMatch(/location ~\* \^\/api\/metrics\/\?\$ \{\s*return 404;/);
    // What the balancer sends and answers is checked by running it: tooling/web/web-servers.test.ts.
  });

  it('serves the whole site from the shell’s one origin, its config naming the paths there', () => {
    const oneOrigin = './tooling/deploy/site-config.json';
    expect(services.web!.volumes).toContain(
      `${oneOrigin}:/usr/share/nginx/html/shell/site-config.json:ro`,
    );
    // A release replaces entries of this one, so a published config stays on one origin too.
    expect(services.release!.volumes).toContain(`${oneOrigin}:/app/shell/dist/site-config.json:ro`);
    const config = JSON.parse(read(oneOrigin)) as {
      apiBaseUrl: string;
      remotes: Record<string, string>;
    };
    expect(config.apiBaseUrl).toBe('{origin}');
    const remotes = ['mf-shop', 'mf-cloudpower', 'mf-orders', 'mf-content', 'mf-admin'];
    expect(config.remotes).toEqual(
      Object.fromEntries(
        remotes.map((dir) => [dir.replace('-', '_'), `{origin}/r/${dir}/mf-manifest.json`]),
      ),
    );
    // The shell's server (tooling/web/nginx.conf) answers those paths; web-servers.test.ts runs it.
    const frontEnds = read('tooling/web/nginx.conf');
    expect(frontEnds).toContain('include /etc/nginx/minesite/one-origin-remotes.conf;');
    expect(frontEnds).toContain('include /etc/nginx/minesite/api-proxy.conf;');
  });

  it('serves releases of single remotes from the volume the release command writes', () => {
    expect(services.release!.profiles).toEqual(['tools']);
    expect(services.release!.volumes).toContain('releases:/srv/releases');
    expect(services.release!.environment).toMatchObject({ RELEASES_DIR: '/srv/releases' });
    expect(read('tooling/deploy/nginx/release-remote.conf')).toContain(
      'alias /srv/releases/$minesite_remote/',
    );
    expect(read('tooling/deploy/nginx/release-shell.conf')).toContain('root /srv/releases/site;');
  });

  it('checks the health of every long-running service', () => {
    const running = Object.entries(services).filter(([, s]) => !s.profiles);
    expect(running.map(([name]) => name).sort()).toEqual(
      [
        'api',
        'grafana',
        'jaeger',
        'mongo1',
        'mongo2',
        'mongo3',
        'otel-collector',
        'prometheus',
        'web',
      ].sort(),
    );
    for (const [name, service] of running) {
      expect(service.healthcheck?.test?.[0], name).toMatch(/^CMD(-SHELL)?$/);
    }
    expect(services.api!.healthcheck?.test?.join(' ')).toContain('/api/health/ready');
    // The API starts once the replica set has a primary; nginx once an API replica is ready.
    expect(services.api!.depends_on?.mongo1?.condition).toBe('service_healthy');
    expect(services.web!.depends_on?.api?.condition).toBe('service_healthy');
  });

  it('sends the API’s traces through the collector to Jaeger, the collector’s config mounted', () => {
    expect(services.api!.environment?.OTEL_EXPORTER_OTLP_ENDPOINT).toBe(
      'http://otel-collector:4318',
    );
    const collector = services['otel-collector']!;
    expect(collector.volumes).toContain(
      './tooling/deploy/otel-collector.yaml:/etc/otelcol/config.yaml:ro',
    );
    expect(collector.environment?.TRACE_STORE_ENDPOINT).toBe('jaeger:4317');
    const config = read('tooling/deploy/otel-collector.yaml');
    expect(config).toContain('endpoint: 0.0.0.0:4318');
    expect(config).toContain('endpoint: ${env:TRACE_STORE_ENDPOINT}');
  });

  it('provisions Grafana with Prometheus and the web vitals dashboard, read-only', () => {
    expect(services.grafana!.volumes).toEqual(
      expect.arrayContaining([
        './tooling/deploy/grafana/provisioning:/etc/grafana/provisioning:ro',
        './tooling/deploy/grafana/dashboards:/var/lib/grafana/dashboards:ro',
      ]),
    );
    expect(read('tooling/deploy/grafana/provisioning/datasources/prometheus.yaml')).toContain(
      'url: http://prometheus:9090',
    );
    expect(read('tooling/deploy/grafana/provisioning/dashboards/minesite.yaml')).toContain(
      'path: /var/lib/grafana/dashboards',
    );
  });

  it('reads every secret from a file, never from this file or an image', () => {
    for (const [name, secret] of Object.entries(compose.secrets)) {
      expect(secret.file, name).toBe(`./secrets/${name}`);
    }
    const secretLike = /PASSWORD$|TOKEN$|_URI$|KEY$/;
    for (const [name, service] of Object.entries(services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (secretLike.test(key)) {
          throw new Error(`${name}.${key} is set in the compose file: use ${key}_FILE`);
        }
        if (key.endsWith('_FILE')) {
          const secret = value.replace('/run/secrets/', '');
          expect(service.secrets, `${name} mounts ${secret}`).toContain(secret);
        }
      }
    }
    expect(read('.dockerignore').split('\n')).toEqual(expect.arrayContaining(['secrets', '.env']));
    expect(read('.gitignore').split('\n')).toContain('secrets/');
  });
});
