// Loaded before the service (`node --import ./dist/instrument.js dist/main.js`), so that the
// tracing hooks are in place before koa, mongodb and pino load. Without an OTLP endpoint it
// loads nothing: the SDK costs nothing where no one collects traces.
import { parseTracingConfig } from './telemetry/tracing-config.js';

const tracing = parseTracingConfig(process.env);
if (tracing.success && tracing.config.endpoint) {
  const { startTracing } = await import('./telemetry/tracing.js');
  startTracing(tracing.config);
}
