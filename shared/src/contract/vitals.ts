import { z } from 'zod';

/** The Core Web Vitals a page view reports (web-vitals' names). */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/** The largest beacon accepted: a report is a few hundred bytes. */
export const VITALS_BODY_MAX_BYTES = 2048;

/**
 * One page view's vitals: which part of the site rendered it and under which route pattern
 * (never the address itself: no ids, no query), and each metric's value as web-vitals gives it
 * (milliseconds; CLS unitless). Nothing names the visitor.
 */
export const vitalsReportSchema = z.strictObject({
  /** `shell` for its own pages, else the remote's Module Federation name (`mf_shop`). */
  remote: z.string().regex(/^[A-Za-z_]\w{0,39}$/, 'must be `shell` or a remote name'),
  /** The route pattern, e.g. `/shop/product/:id`. */
  route: z
    .string()
    .max(120)
    .regex(/^\/[\w\-/:.*]*$/, 'must be a route pattern such as /shop/product/:id'),
  metrics: z
    .array(
      z.strictObject({
        name: z.enum(WEB_VITAL_NAMES),
        value: z.number().min(0).max(600_000),
      }),
    )
    .min(1)
    .max(WEB_VITAL_NAMES.length),
});

export type VitalsReport = z.infer<typeof vitalsReportSchema>;
