import { trace, type ProxyTracerProvider } from '@opentelemetry/api';

/** Sends the spans still batched (before the process exits); nothing when tracing is off. */
export async function flushTraces(): Promise<void> {
  const provider = (trace.getTracerProvider() as ProxyTracerProvider).getDelegate();
  if ('forceFlush' in provider && typeof provider.forceFlush === 'function') {
    await (provider.forceFlush as () => Promise<void>)();
  }
}
