// The OpenAPI 3.1 document, generated from the operations the modules declare next to their
// routes (http/operations.ts) and the zod schemas of the shared contract (zod's JSON Schema
// output is draft 2020-12, the dialect of OpenAPI 3.1). Contract schemas become named
// components; request shapes are rendered as the client sends them (`io: 'input'`), replies as
// the service answers them.
import * as contract from '@minesite/shared/contract';
import { z } from 'zod';
import type { DocumentedOperation, Reply } from '../../http/operations.js';
import { SESSION_COOKIE } from '../auth/session-cookie.js';
import { webhooksDocument } from '../webhooks/openapi-webhooks.js';

type Json = Record<string, unknown>;
type Mode = 'input' | 'output';

const COMPONENTS = '#/components/schemas/';
const ERROR_REPLY = 'ErrorReply';

/** Every zod schema the contract exports, by its component name (`productSchema` → Product). */
const contractSchemas: [string, z.ZodType][] = Object.entries(contract).flatMap(([name, value]) =>
  value instanceof z.ZodType ? [[componentName(name), value] as [string, z.ZodType]] : [],
);

function componentName(exportName: string): string {
  const base = exportName.replace(/Schema$/, '');
  return base.charAt(0).toUpperCase() + base.slice(1);
}

/** Request-side components get their own names, as they may read differently (defaults, …). */
function inputName(name: string): string {
  return /(Body|Input|Query|Params)$/.test(name) ? name : `${name}Input`;
}

export interface DocumentInfo {
  title: string;
  version: string;
  description: string;
}

export function openApiDocument(operations: DocumentedOperation[], info: DocumentInfo): Json {
  const outputs = new Components('output');
  const inputs = new Components('input');
  const paths: Record<string, Record<string, Json>> = {};
  for (const operation of operations) {
    const path = operation.fullPath.replace(/:(\w+)/g, '{$1}');
    (paths[path] ??= {})[operation.method] = describeOperation(operation, inputs, outputs);
  }
  const document: Json = {
    openapi: '3.1.0',
    info,
    tags: [...new Set(operations.map((o) => o.tag))].map((name) => ({ name })),
    paths,
    // What the service sends to the shop's own integration.
    webhooks: webhooksDocument((schema, name) => outputs.ref(schema, name)),
    components: {
      securitySchemes: {
        adminSession: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'Set by POST /api/auth/login',
        },
      },
      schemas: {},
    },
  };
  const schemas = { ...outputs.render(), ...inputs.render() };
  (document.components as Json).schemas = reachable(document, schemas);
  return document;
}

function describeOperation(op: DocumentedOperation, inputs: Components, outputs: Components): Json {
  const described: Json = {
    operationId: operationId(op),
    tags: [op.tag],
    summary: op.summary,
  };
  if (op.description) described.description = op.description;
  if (op.admin) described.security = [{ adminSession: [] }];
  const parameters = [
    ...parametersOf(op.request?.params, 'path'),
    ...parametersOf(op.request?.query, 'query'),
  ];
  if (parameters.length > 0) described.parameters = parameters;
  if (op.request?.body) {
    described.requestBody = {
      required: true,
      content: {
        'application/json': { schema: inputs.ref(op.request.body, `${operationId(op)}Body`) },
      },
    };
  } else if (op.rawBody) {
    described.requestBody = {
      required: true,
      description: op.rawBody.description,
      content: {
        [op.rawBody.mediaType]: {
          schema: op.rawBody.schema,
          ...(op.rawBody.encoding ? { encoding: op.rawBody.encoding } : {}),
        },
      },
    };
  }
  const responses: Record<string, Json> = {};
  for (const [status, reply] of Object.entries(op.replies)) {
    responses[status] = describeReply(reply, outputs, `${operationId(op)}Reply${status}`);
  }
  // An operation's own description of a status wins over the shared one, and a reply of its
  // own (the health check's 503 body) over both.
  const errors: Record<number, string> = { ...answersOfEveryRoute(op), ...op.errors };
  outputs.ref(contract.errorReplySchema, ERROR_REPLY);
  for (const [status, description] of Object.entries(errors)) {
    if (responses[status]) continue;
    responses[status] = {
      description,
      content: { 'application/json': { schema: { $ref: `${COMPONENTS}${ERROR_REPLY}` } } },
    };
  }
  described.responses = responses;
  return described;
}

/**
 * The errors the middleware in front of every route answers (app.ts), as they apply to `op`:
 * the body parser (POST and PUT), validation, the admin check, the CSRF check and the database.
 */
function answersOfEveryRoute(op: DocumentedOperation): Record<number, string> {
  const errors: Record<number, string> = {};
  const withBody = op.method === 'post' || op.method === 'put';
  if (op.request || op.rawBody) {
    errors[400] = 'the request does not match its schema (issues name each field)';
  } else if (withBody) {
    errors[400] = 'the body is not well-formed JSON';
  }
  if (op.admin) errors[401] = 'no live admin session';
  if (op.method !== 'get') {
    errors[403] =
      'the call carries the admin session cookie but comes from another site (its Origin or ' +
      'Referer is not one of the site’s): cross_site_request';
  }
  if (withBody) {
    errors[413] = 'the body is larger than the limit';
    if (!op.rawBody) errors[415] = 'the body is not JSON (Content-Type: application/json)';
  }
  errors[503] =
    'the database is out of reach or too slow for a moment (database_unavailable, Retry-After)';
  return errors;
}

function describeReply(reply: Reply, outputs: Components, fallbackName: string): Json {
  const described = describeBody(reply, outputs, fallbackName);
  return reply.headers ? { ...described, headers: reply.headers } : described;
}

function describeBody(reply: Reply, outputs: Components, fallbackName: string): Json {
  if (reply.schema) {
    return {
      description: reply.description,
      content: { 'application/json': { schema: outputs.ref(reply.schema, fallbackName) } },
    };
  }
  if (reply.mediaType) {
    return {
      description: reply.description,
      content: {
        [reply.mediaType]: { schema: { type: 'string', contentMediaType: reply.mediaType } },
      },
    };
  }
  return { description: reply.description };
}

/** Path and query parameters: one per property of the object schema. */
function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query'): Json[] {
  if (!schema) return [];
  const shape = (schema as z.ZodObject).shape as Record<string, z.ZodType> | undefined;
  if (!shape) return [];
  return Object.entries(shape).map(([name, property]) => {
    const rendered = standalone(property, 'input');
    const parameter: Json = {
      name,
      in: where,
      required: where === 'path' || !property.safeParse(undefined).success,
      schema: rendered,
    };
    if (typeof rendered.description === 'string') parameter.description = rendered.description;
    return parameter;
  });
}

function standalone(schema: z.ZodType, io: Mode): Json {
  const rendered = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  delete rendered.$schema;
  return rendered;
}

function operationId(op: DocumentedOperation): string {
  const words = op.fullPath
    .replace(/^\/api\//, '')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((word) => (word.startsWith(':') ? `by ${word.slice(1)}` : word))
    .join(' ')
    .split(' ');
  return [op.method, ...words]
    .map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1)))
    .join('');
}

/** Schemas rendered as named components in one mode; the contract's own are named after it. */
class Components {
  private readonly registry = z.registry<{ id: string }>();
  private readonly names = new Map<z.ZodType, string>();
  private readonly taken = new Set<string>();

  constructor(private readonly mode: Mode) {
    // Request schemas named as such (`productInputSchema`) first, so that they keep their names.
    const named = ([name]: [string, z.ZodType]) => inputName(name) === name;
    const ordered = [...contractSchemas.filter(named), ...contractSchemas.filter((e) => !named(e))];
    for (const [name, schema] of ordered) this.name(schema, name);
  }

  /** A reference to the schema's component, registering it under `fallbackName` if unnamed. */
  ref(schema: z.ZodType, fallbackName: string): Json {
    return { $ref: `${COMPONENTS}${this.names.get(schema) ?? this.name(schema, fallbackName)}` };
  }

  private name(schema: z.ZodType, base: string): string {
    const existing = this.names.get(schema);
    if (existing) return existing;
    const wanted = this.mode === 'input' ? inputName(base) : base;
    // Two schemas may want one name (`productSchema` read as input is `ProductInput`, the name
    // of `productInputSchema`): the first keeps it, the other is numbered, never overwritten.
    let name = wanted;
    for (let n = 2; this.taken.has(name); n++) name = `${wanted}${n}`;
    this.taken.add(name);
    this.names.set(schema, name);
    this.registry.add(schema, { id: name });
    return name;
  }

  render(): Record<string, Json> {
    const { schemas } = z.toJSONSchema(this.registry, {
      io: this.mode,
      unrepresentable: 'any',
      uri: (id) => `${COMPONENTS}${id}`,
    }) as { schemas: Record<string, Json> };
    for (const schema of Object.values(schemas)) {
      delete schema.$schema;
      delete schema.$id;
    }
    return schemas;
  }
}

/** Only the components the paths use, directly or through other components. */
function reachable(document: Json, schemas: Record<string, Json>): Record<string, Json> {
  const kept: Record<string, Json> = {};
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === '$ref' && typeof inner === 'string' && inner.startsWith(COMPONENTS)) {
          const name = inner.slice(COMPONENTS.length);
          if (!(name in kept) && schemas[name]) {
            kept[name] = schemas[name];
            visit(schemas[name]);
          }
        } else visit(inner);
      }
    }
  };
  visit(document.paths);
  visit(document.webhooks);
  return Object.fromEntries(Object.entries(kept).sort(([a], [b]) => a.localeCompare(b)));
}
