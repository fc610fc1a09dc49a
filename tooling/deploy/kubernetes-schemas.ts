// Validates rendered Kubernetes objects against their schemas: the built-in kinds and the
// Prometheus Operator's with the validators kubernetes-models generates from the Kubernetes
// OpenAPI documents and the operator's CRDs; MongoDBCommunity with mongodbcommunity-schema.json.
// A kind without a schema here is a problem too, never skipped.
import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject } from 'ajv';
import { ServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Secret, Service } from 'kubernetes-models/v1';

export interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

/** A model class of kubernetes-models: validate() throws with every problem. */
interface ModelClass {
  apiVersion: string;
  kind: string;
  new (data: never): { validate(): void };
}
const MODELS: ModelClass[] = [
  ConfigMap,
  Secret,
  Service,
  Deployment,
  HorizontalPodAutoscaler,
  PodDisruptionBudget,
  Ingress,
  NetworkPolicy,
  ServiceMonitor,
];

const mongodbCommunity = new Ajv({ allErrors: true, strict: false }).compile(
  JSON.parse(
    readFileSync(new URL('./mongodbcommunity-schema.json', import.meta.url), 'utf8'),
  ) as object,
);

const ajvProblems = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((e) => {
    const field = (e.params as { additionalProperty?: string }).additionalProperty;
    return `${e.instancePath || '/'} ${e.message ?? e.keyword}${field ? ` (${field})` : ''}`;
  });

/** The object's problems, each naming it (`Kind/name: …`); empty when it is valid. */
export function schemaProblems(object: KubernetesObject): string[] {
  const name = `${object.kind}/${object.metadata?.name ?? '(no name)'}`;
  const typeMeta = `${object.apiVersion} ${object.kind}`;
  let problems: string[];
  if (typeMeta === 'mongodbcommunity.mongodb.com/v1 MongoDBCommunity') {
    problems = mongodbCommunity(object) ? [] : ajvProblems(mongodbCommunity.errors);
  } else {
    const Model = MODELS.find((m) => `${m.apiVersion} ${m.kind}` === typeMeta);
    if (!Model) return [`${name}: no schema for ${typeMeta}`];
    try {
      new Model(object as never).validate();
      problems = [];
    } catch (error) {
      const { errors } = error as { errors?: ErrorObject[] };
      problems = errors ? ajvProblems(errors) : [(error as Error).message];
    }
  }
  return problems.map((problem) => `${name}: ${problem}`);
}
