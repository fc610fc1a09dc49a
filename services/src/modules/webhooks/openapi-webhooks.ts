// The webhook as OpenAPI 3.1 describes what a service sends (the document's `webhooks`): the
// request the shop's integration receives, next to the calls it makes.
import { webhookEventSchema } from '@minesite/shared/contract';
import type { z } from 'zod';
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_TIMEOUT_MS } from './webhook-worker.js';

type Json = Record<string, unknown>;

/** The document's `webhooks`, with `ref` naming the body's component. */
export function webhooksDocument(ref: (schema: z.ZodType, name: string) => Json): Json {
  const header = (name: string, description: string, pattern?: string) => ({
    name,
    in: 'header',
    required: true,
    description,
    schema: { type: 'string', ...(pattern ? { pattern } : {}) },
  });
  return {
    orderNotice: {
      post: {
        operationId: 'orderNotice',
        tags: ['webhooks'],
        summary: 'An order notice, POSTed to WEBHOOK_URL (or the settings page’s URL)',
        description:
          'Sent for every notice of an order (the body’s `type`). `X-Signature` is `sha256=` and ' +
          'the hex HMAC-SHA256 of the raw body keyed with the webhook secret: check it over ' +
          'the bytes received, before parsing, in constant time. Any 2xx within ' +
          `${WEBHOOK_TIMEOUT_MS / 1000} s is delivered; anything else is tried again with a ` +
          `growing wait, ${WEBHOOK_MAX_ATTEMPTS} tries in all. The same \`id\` may arrive more ` +
          'than once (retries, the admin’s redeliver): a receiver ignores an id it has handled.',
        parameters: [
          header('X-Signature', 'HMAC-SHA256 of the raw body', '^sha256=[0-9a-f]{64}$'),
          header('X-Delivery-Id', 'The body’s `id`'),
          header('User-Agent', 'HashPeak-Mining-Webhooks/<version>'),
        ],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: ref(webhookEventSchema, 'WebhookEvent') } },
        },
        responses: {
          '2XX': { description: 'Received: not sent again' },
          default: { description: 'Not received: tried again later' },
        },
      },
    },
  };
}
