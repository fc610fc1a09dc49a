// deploy/helm, checked without a cluster: `helm lint`, `helm template`, every rendered object
// valid against its schema (kubernetes-schemas.ts), kube-score's best-practice checks with no
// critical finding, and what the chart promises: a non-root read-only API behind an
// autoscaler and a disruption budget, only the web tier reaching it, only it reaching MongoDB,
// secrets read from Secret objects only. helm and kube-score are built once (chart-tools.ts).
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments, stringify } from 'yaml';
import { ensureChartTools, type ChartTool } from './chart-tools.js';
import { schemaProblems, type KubernetesObject } from './kubernetes-schemas.js';

const repo = path.resolve(import.meta.dirname, '../..');
const chart = path.join(repo, 'deploy/helm');
const testValues = path.join(chart, 'ci/test-values.yaml');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');

interface Container {
  image: string;
  env?: { name: string; value?: string; valueFrom?: unknown }[];
  envFrom?: { configMapRef?: { name: string } }[];
  securityContext?: Record<string, unknown>;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  livenessProbe?: { httpGet?: { path: string } };
  readinessProbe?: { httpGet?: { path: string } };
  startupProbe?: { httpGet?: { path: string } };
  volumeMounts?: { name: string; mountPath: string }[];
}
interface PodSpec {
  securityContext?: Record<string, unknown>;
  containers: Container[];
  volumes: { name: string; secret?: { secretName: string }; configMap?: { name: string } }[];
}
interface Rule {
  from: {
    podSelector?: { matchLabels: Record<string, string> };
    namespaceSelector?: unknown;
  }[];
  ports: { port: number }[];
}

let tools: Record<ChartTool, string>;
const run = async (tool: ChartTool, args: string[]) =>
  (await promisify(execFile)(tools[tool], args, { cwd: repo, maxBuffer: 16 * 1024 * 1024 })).stdout;

/** The chart rendered as release `shop` with the test values and `--set` pairs. */
async function render(...set: string[]): Promise<KubernetesObject[]> {
  const args = ['template', 'shop', chart, '-f', testValues, '--kube-version', '1.31.0'];
  const yaml = await run('helm', [...args, ...set.flatMap((pair) => ['--set', pair])]);
  return parseAllDocuments(yaml)
    .map((doc) => doc.toJS() as KubernetesObject | null)
    .filter((object): object is KubernetesObject => object !== null);
}

let objects: KubernetesObject[];
const find = (kind: string, name: string, from = objects) => {
  const found = from.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`${kind}/${name} is not rendered`);
  return found as KubernetesObject & { spec: unknown; data?: Record<string, string> };
};
const deploymentSpec = (name: string, from = objects) =>
  find('Deployment', name, from).spec as {
    selector: { matchLabels: Record<string, string> };
    template: { spec: PodSpec };
  };
const podSpecOf = (deployment: KubernetesObject) =>
  (deployment.spec as { template: { spec: PodSpec } }).template.spec;
const podSpec = (name: string, from = objects) => deploymentSpec(name, from).template.spec;
const labelsOf = (name: string, from = objects) => deploymentSpec(name, from).selector.matchLabels;

/** kube-score's critical findings for `objects`, one line each (its `ci` report). */
async function kubeScoreCriticals(rendered: KubernetesObject[]): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'minesite-chart-'));
  try {
    const file = path.join(dir, 'rendered.yaml');
    await writeFile(file, rendered.map((o) => stringify(o)).join('---\n'));
    // kube-score exits 1 on a critical finding; its report is on stdout either way.
    const report = await run('kube-score', ['score', '--output-format', 'ci', file]).catch(
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(report, 'kube-score reports on the objects').toMatch(/^\[(OK|WARNING|CRITICAL)\]/m);
    return report.split('\n').filter((line) => line.startsWith('[CRITICAL]'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  // Cached under .cache/bin: built here only when `npm test` has not built them before.
  tools = await ensureChartTools(repo, (line) => console.log(line));
  objects = await render();
}, 900_000);

describe('the Helm chart (deploy/helm)', () => {
  it('passes helm lint', async () => {
    const output = await run('helm', ['lint', '--strict', chart, '-f', testValues]);

    expect(output).toContain('0 chart(s) failed');
  });

  it('refuses to render without a way to be paid', async () => {
    const args = ['template', 'shop', chart, '--kube-version', '1.31.0'];

    await expect(run('helm', args)).rejects.toThrow(/set payment.accountXpub or payment.address/);
  });

  it('renders every object valid against its Kubernetes schema', () => {
    expect(objects.map((o) => o.kind).sort()).toEqual(
      [
        'ConfigMap',
        'ConfigMap',
        'ConfigMap',
        'ConfigMap',
        'Deployment',
        'Deployment',
        'HorizontalPodAutoscaler',
        'Ingress',
        'MongoDBCommunity',
        'NetworkPolicy',
        'NetworkPolicy',
        'NetworkPolicy',
        'PodDisruptionBudget',
        'PodDisruptionBudget',
        'Service',
        'Service',
        'ServiceMonitor',
      ].sort(),
    );

    expect(objects.flatMap(schemaProblems)).toEqual([]);
  });

  it('the schema check names the object and the problem (it is not a no-op)', () => {
    const api = structuredClone(find('Deployment', 'shop-api'));
    (api.spec as { replicas: unknown }).replicas = 'three';
    const mongo = structuredClone(find('MongoDBCommunity', 'shop-mongodb'));
    (mongo.spec as Record<string, unknown>).member = 3;
    const unknown = { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' } };

    expect([api, mongo, unknown].flatMap(schemaProblems)).toEqual([
      'Deployment/shop-api: /spec/replicas must be integer',
      'MongoDBCommunity/shop-mongodb: /spec must NOT have additional properties (member)',
      'Widget/w: no schema for example.com/v1 Widget',
    ]);
  });

  it('has no critical finding of kube-score', async () => {
    expect(await kubeScoreCriticals(objects)).toEqual([]);
  });

  it('kube-score finds a container without limits (the check is not a no-op)', async () => {
    const api = structuredClone(find('Deployment', 'shop-api'));
    delete podSpecOf(api).containers[0]!.resources;

    expect(await kubeScoreCriticals([api])).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\[CRITICAL\] shop-api .*limit/)]),
    );
  });
});

describe('the API in the chart', () => {
  it('runs as a non-root user on a read-only file system, with requests and limits', () => {
    const pod = podSpec('shop-api');
    const [api] = pod.containers;

    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true });
    expect(api!.securityContext).toMatchObject({
      runAsNonRoot: true,
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
      capabilities: { drop: ['ALL'] },
    });
    expect(Number(api!.securityContext!.runAsUser)).toBeGreaterThan(0);
    expect(Object.keys(api!.resources?.requests ?? {})).toEqual(
      expect.arrayContaining(['cpu', 'memory']),
    );
    expect(Object.keys(api!.resources?.limits ?? {})).toEqual(
      expect.arrayContaining(['cpu', 'memory']),
    );
  });

  it('is probed on its health routes: live for liveness and startup, ready for readiness', () => {
    const [api] = podSpec('shop-api').containers;

    expect(api!.livenessProbe?.httpGet?.path).toBe('/api/health/live');
    expect(api!.startupProbe?.httpGet?.path).toBe('/api/health/live');
    expect(api!.readinessProbe?.httpGet?.path).toBe('/api/health/ready');
  });

  it('scales from 3 replicas with an autoscaler, and a disruption budget keeps most running', () => {
    const hpa = find('HorizontalPodAutoscaler', 'shop-api').spec as Record<string, unknown>;
    expect(hpa.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: 'shop-api',
    });
    expect(hpa.minReplicas).toBe(3);
    expect(hpa.maxReplicas).toBeGreaterThan(3);

    const pdb = find('PodDisruptionBudget', 'shop-api').spec as Record<string, unknown>;
    expect(pdb.selector).toEqual({ matchLabels: labelsOf('shop-api') });
    expect(pdb.minAvailable).toBeGreaterThanOrEqual(2);
  });

  it('reads its secrets from Secret objects, never from values written into the chart', () => {
    const pod = podSpec('shop-api');
    const [api] = pod.containers;
    const secretLike = /PASSWORD|TOKEN|SECRET|_URI$|SMTP_URL$|KEY$/;
    const config = find('ConfigMap', 'shop-api').data ?? {};
    const plain = [
      ...(api!.env ?? []).filter((e) => e.value !== undefined).map((e) => e.name),
      ...Object.keys(config),
    ].filter((name) => secretLike.test(name) && !name.endsWith('_FILE'));
    expect(plain, 'secret-like settings given as plain values').toEqual([]);

    // Each X_FILE names a file of a mounted Secret volume.
    const secretMounts = (api!.volumeMounts ?? []).filter(
      (m) => pod.volumes.find((v) => v.name === m.name)?.secret,
    );
    const files = (api!.env ?? []).filter((e) => e.name.endsWith('_FILE'));
    expect(files.map((e) => e.name).sort()).toEqual(
      ['ADMIN_PASSWORD_FILE', 'METRICS_TOKEN_FILE', 'MONGODB_URI_FILE'].sort(),
    );
    for (const { name, value } of files) {
      expect(
        secretMounts.some((m) => value!.startsWith(`${m.mountPath}/`)),
        `${name} is in a Secret`,
      ).toBe(true);
    }
    // The chart makes no Secret: they exist before the install (deploy/helm/README.md).
    expect(objects.filter((o) => o.kind === 'Secret')).toEqual([]);
  });

  it('takes the payment, chain, market, mail and metrics settings as values', async () => {
    const set = await render(
      'payment.network=testnet',
      'chain.apiUrl=https://chain.example/api',
      'market.providerUrl=https://rates.example/v1',
      'mail.enabled=true',
      'mail.from=shop@example.com',
      'metrics.serviceMonitor.enabled=false',
    );
    const config = find('ConfigMap', 'shop-api', set).data;

    expect(config).toMatchObject({
      PAYMENT_NETWORK: 'testnet',
      CHAIN_API_URL: 'https://chain.example/api',
      MARKET_PROVIDER_URL: 'https://rates.example/v1',
      MAIL_FROM: 'shop@example.com',
    });
    const env = podSpec('shop-api', set).containers[0]!.env ?? [];
    expect(env).toContainEqual({ name: 'SMTP_URL_FILE', value: '/run/secrets/api/smtp-url' });
    expect(set.some((o) => o.kind === 'ServiceMonitor')).toBe(false);
  });
});

describe('who reaches whom', () => {
  const policy = (name: string) => {
    const spec = find('NetworkPolicy', name).spec as {
      podSelector: { matchLabels: Record<string, string> };
      ingress: Rule[];
    };
    return spec;
  };

  it('only the web pods reach the API (and Prometheus, to scrape it)', () => {
    const { podSelector, ingress } = policy('shop-api');

    expect(podSelector.matchLabels).toEqual(labelsOf('shop-api'));
    const [web, prometheus] = ingress;
    expect(web).toEqual({
      from: [{ podSelector: { matchLabels: labelsOf('shop-web') } }],
      ports: [{ port: 3001 }],
    });
    expect(prometheus!.from).toEqual([
      { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } },
    ]);
    expect(ingress).toHaveLength(2);
  });

  it('only the API (and the replica set’s own members) reaches MongoDB', () => {
    const { podSelector, ingress } = policy('shop-mongodb');
    const mongo = find('MongoDBCommunity', 'shop-mongodb').spec as {
      statefulSet: { spec: { template: { metadata: { labels: Record<string, string> } } } };
    };

    // The operator's pods carry the labels the policy selects.
    expect(mongo.statefulSet.spec.template.metadata.labels).toEqual(podSelector.matchLabels);
    expect(ingress).toEqual([
      {
        from: [
          { podSelector: { matchLabels: labelsOf('shop-api') } },
          { podSelector: podSelector },
        ],
        ports: [{ port: 27017 }],
      },
    ]);
  });

  it('only the ingress controller reaches the web tier', () => {
    const { ingress } = policy('shop-web');

    expect(ingress).toEqual([
      {
        from: [
          {
            namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } },
          },
        ],
        ports: [{ port: 3000 }],
      },
    ]);
  });
});

describe('the web tier and MongoDB in the chart', () => {
  it('serves the tested nginx configuration, its API upstream the API Service', () => {
    const config = find('ConfigMap', 'shop-web').data!;
    const snippets = find('ConfigMap', 'shop-web-snippets').data!;

    expect(config['default.conf']).toBe(read('tooling/web/nginx.conf'));
    expect(JSON.parse(config['site-config.json']!)).toEqual(
      JSON.parse(read('tooling/deploy/site-config.json')),
    );
    for (const file of ['api-proxy.conf', 'api-headers.conf', 'security-headers.conf']) {
      expect(snippets[file], file).toBe(read(`tooling/deploy/nginx/${file}`));
    }
    expect(config['api.conf']).toMatch(/upstream api_replicas \{\s*server shop-api:3001 /);
    // The access log shortens order ids as the compose balancer's does.
    expect(config['api.conf']).toContain('map $request_uri $api_logged_uri');
    const web = podSpec('shop-web');
    expect(web.containers[0]!.securityContext).toMatchObject({ readOnlyRootFilesystem: true });
  });

  it('serves the site over TLS through an Ingress, the certificate from a Secret', () => {
    const ingress = find('Ingress', 'shop-web').spec as {
      tls: { hosts: string[]; secretName: string }[];
      rules: { host: string }[];
    };

    expect(ingress.tls).toEqual([{ hosts: ['shop.example.com'], secretName: 'minesite-tls' }]);
    expect(ingress.rules[0]!.host).toBe('shop.example.com');
    expect(podSpec('shop-web').volumes).toContainEqual(
      expect.objectContaining({ secret: expect.objectContaining({ secretName: 'minesite-tls' }) }),
    );
  });

  it('runs MongoDB as a three-member replica set whose password and connection string are Secrets', () => {
    const mongo = find('MongoDBCommunity', 'shop-mongodb').spec as {
      type: string;
      members: number;
      security: { authentication: { modes: string[] } };
      users: {
        passwordSecretRef: { name: string };
        connectionStringSecretName: string;
        roles: { name: string; db: string }[];
      }[];
    };
    const [user] = mongo.users;

    expect(mongo).toMatchObject({ type: 'ReplicaSet', members: 3 });
    expect(mongo.security.authentication.modes).toEqual(['SCRAM']);
    expect(user!.passwordSecretRef.name).toBe('minesite-mongodb-password');
    expect(user!.roles).toEqual([{ name: 'readWrite', db: 'minesite' }]);
    // The API reads the connection string the operator writes.
    const api = podSpec('shop-api');
    expect(api.volumes).toContainEqual({
      name: 'mongodb-uri',
      secret: { secretName: user!.connectionStringSecretName },
    });
  });

  it('lets Prometheus scrape every API replica with the metrics token', () => {
    const monitor = find('ServiceMonitor', 'shop-api').spec as {
      selector: { matchLabels: Record<string, string> };
      endpoints: Record<string, unknown>[];
    };
    // A ServiceMonitor selects Services by their labels.
    expect(find('Service', 'shop-api').metadata.labels).toMatchObject(monitor.selector.matchLabels);
    expect(monitor.endpoints).toEqual([
      expect.objectContaining({
        port: 'http',
        path: '/api/metrics',
        authorization: {
          type: 'Bearer',
          credentials: { name: 'minesite-api', key: 'metrics-token' },
        },
      }),
    ]);
  });
});

describe('the web vitals dashboard in the chart', () => {
  it('is a ConfigMap Grafana’s dashboard sidecar loads, holding the tested dashboard', () => {
    const dashboard = find('ConfigMap', 'shop-web-vitals-dashboard');
    expect(dashboard.metadata.labels).toMatchObject({ grafana_dashboard: '1' });
    expect(dashboard.data!['web-vitals.json']).toBe(
      read('tooling/deploy/grafana/dashboards/web-vitals.json'),
    );
  });
});

describe('traces in the chart (tracing.enabled)', () => {
  let traced: KubernetesObject[];
  beforeAll(async () => {
    traced = await render('tracing.enabled=true');
  });

  it('renders the collector and Jaeger valid, with no critical finding of kube-score', async () => {
    expect(traced.flatMap((object) => schemaProblems(object))).toEqual([]);
    expect(await kubeScoreCriticals(traced)).toEqual([]);
  });

  it('sends the API’s traces to the collector, and the collector’s to Jaeger', () => {
    const apiConfig = find('ConfigMap', 'shop-api', traced).data!;
    expect(apiConfig.OTEL_EXPORTER_OTLP_ENDPOINT).toBe('http://shop-otel-collector:4318');
    expect(find('Service', 'shop-otel-collector', traced).spec).toMatchObject({
      selector: labelsOf('shop-otel-collector', traced),
      ports: [expect.objectContaining({ port: 4318 })],
    });
    const collector = podSpec('shop-otel-collector', traced).containers[0]!;
    expect(collector.env).toContainEqual({
      name: 'TRACE_STORE_ENDPOINT',
      value: 'shop-jaeger:4317',
    });
    expect(find('ConfigMap', 'shop-otel-collector', traced).data!['config.yaml']).toBe(
      read('tooling/deploy/otel-collector.yaml'),
    );
    expect(find('Service', 'shop-jaeger', traced).spec).toMatchObject({
      selector: labelsOf('shop-jaeger', traced),
    });
  });

  it('lets only the API reach the collector, and only the collector reach Jaeger', () => {
    const ingressOf = (name: string) =>
      (find('NetworkPolicy', name, traced).spec as { ingress: Rule[] }).ingress;
    expect(ingressOf('shop-otel-collector')).toEqual([
      { from: [{ podSelector: { matchLabels: labelsOf('shop-api') } }], ports: [{ port: 4318 }] },
    ]);
    expect(ingressOf('shop-jaeger')).toEqual([
      {
        from: [{ podSelector: { matchLabels: labelsOf('shop-otel-collector', traced) } }],
        ports: [{ port: 4317 }],
      },
    ]);
  });

  it('is off by default: no collector, and the API exports nothing', () => {
    expect(objects.some((o) => o.metadata.name === 'shop-otel-collector')).toBe(false);
    expect(find('ConfigMap', 'shop-api').data!.OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
  });
});
