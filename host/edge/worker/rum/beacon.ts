/**
 * The one shape a real-visitor report may have. Everything is bounded (sizes, counts, ranges) and
 * nothing identifies a visitor: a page view id drawn at random per page load, the page's path
 * without its query, the releases it was made of, and the measurements. A report that is not
 * exactly this is refused whole (400) and nothing of it is stored.
 */
import { z } from 'zod';

/** Larger reports are refused unread. sendBeacon allows 64 kB; a real one is under 2 kB. */
export const MAX_BEACON_BYTES = 8 * 1024;

export const APP_NAME = /^[a-z][a-z0-9-]{0,31}$/;
const RELEASE = /^[0-9A-Za-z.+-]{1,80}$/;
const app = z.string().regex(APP_NAME);
const text = (max: number) => z.string().max(max);

export const METRIC_RANGES: Record<'LCP' | 'INP' | 'TTFB' | 'CLS', [number, number]> = {
  LCP: [0, 120_000],
  INP: [0, 120_000],
  TTFB: [0, 120_000],
  CLS: [0, 100],
};

const metric = z
  .object({
    name: z.enum(['LCP', 'INP', 'CLS', 'TTFB']),
    value: z.number().finite().nonnegative(),
    /** The remote whose DOM holds the LCP element, the INP target or the first shifted node; null for the host's own. */
    remote: app.nullable().optional(),
    target: text(200).optional(),
  })
  .strict()
  .refine((m) => m.value <= METRIC_RANGES[m.name][1], { message: 'value out of range', path: ['value'] });

const event = z
  .object({
    /** `recovery`: the page's release was gone (past retention) and the page was loaded whole. */
    kind: z.enum(['error', 'rejection', 'fallback', 'recovery']),
    /** The remote the failing script or slot belongs to; null when it is the host's or unknown. */
    remote: app.nullable(),
    message: text(300),
    source: text(300).optional(),
  })
  .strict();

export const beaconSchema = z
  .object({
    v: z.literal(1),
    view: z.string().regex(/^[A-Za-z0-9_-]{16,40}$/),
    composition: z
      .string()
      .max(600)
      .regex(/^[a-z][a-z0-9-]*=[^;\s]+(;[a-z][a-z0-9-]*=[^;\s]+)*$/),
    path: z
      .string()
      .max(200)
      .regex(/^\/[^?#\s]*$/),
    remotes: z.record(app, z.string().regex(RELEASE)).refine((r) => Object.keys(r).length <= 8, 'too many remotes'),
    metrics: z.array(metric).max(8).default([]),
    events: z.array(event).max(20).default([]),
  })
  .strict();

export type Beacon = z.infer<typeof beaconSchema>;

/** Reads a report from its bytes. */
export function parseBeacon(body: string): { ok: true; beacon: Beacon } | { ok: false; error: string } {
  if (body.length > MAX_BEACON_BYTES) return { ok: false, error: `larger than ${MAX_BEACON_BYTES} bytes` };
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return { ok: false, error: 'not JSON' };
  }
  const parsed = beaconSchema.safeParse(data);
  if (!parsed.success)
    return { ok: false, error: parsed.error.issues.map((i) => `${i.path.join('.') || '(report)'}: ${i.message}`).join('; ') };
  return { ok: true, beacon: parsed.data };
}
