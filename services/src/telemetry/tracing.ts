// The OpenTelemetry SDK, started by instrument.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set:
// spans of incoming HTTP requests, Koa's routes, MongoDB commands and outgoing fetch calls (the
// chain and market clients) go in batches to the collector as OTLP/HTTP JSON; every pino line
// written inside a span carries its trace_id and span_id.
import { register } from 'node:module';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { KoaInstrumentation, KoaLayerType } from '@opentelemetry/instrumentation-koa';
import { MongoDBInstrumentation } from '@opentelemetry/instrumentation-mongodb';
import { PinoInstrumentation } from '@opentelemetry/instrumentation-pino';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { TracingConfig } from './tracing-config.js';

/** Polled by probes and Prometheus every few seconds: their spans would bury the visitors'. */
const UNTRACED_PATHS = ['/api/health', '/api/metrics'];

export function startTracing(config: TracingConfig): void {
  // The service is ES modules: their imports of koa, mongodb and pino are hooked here; the
  // packages' own require() calls are hooked by the instrumentations themselves.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, {
    data: { include: ['koa', '@koa/router', 'mongodb', 'pino'] },
  });

  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();

  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) =>
          UNTRACED_PATHS.some((path) => request.url?.startsWith(path)),
      }),
      // Route spans only: one span per middleware would nest a dozen empty spans per request.
      new KoaInstrumentation({ ignoreLayersType: [KoaLayerType.MIDDLEWARE] }),
      // Commands without their values: no buyer's address or order detail leaves the service.
      new MongoDBInstrumentation({ enhancedDatabaseReporting: false }),
      new UndiciInstrumentation(),
      new PinoInstrumentation({ disableLogSending: true }),
    ],
  });
}
