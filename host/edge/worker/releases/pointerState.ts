/**
 * What the pointers object holds and answers (pointers.ts), as plain data: which release of each app
 * is live, its canary, the events. Free of any runtime's types, so the CLI reads the same shapes.
 */

/** A running canary: another release live for `percent` % of visitors. */
export interface Canary {
  id: string;
  percent: number;
  startedAt: string;
}

/** One app's pointer: its live release, the ones before it (for rollback), and its canary. */
export interface AppPointer {
  current: string;
  history: string[];
  updatedAt: string;
  canary?: Canary;
}

/** A value JSON (and Durable Object RPC) carries as it is. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A canary's start or end, a forced promote: what `pnpm canary` and the report list. */
export interface PointerEvent {
  app: string;
  action: 'started' | 'promoted' | 'aborted' | 'superseded' | 'forced';
  id: string;
  stable: string | null;
  at: string;
  reason: string;
  /** The figures a verdict was made on. */
  figures?: Json;
  forced?: boolean;
}

/** Every app's pointer, the version of the set (bumped by each change), events and manifest digests. */
export interface PointersState {
  version: number;
  apps: Record<string, AppPointer>;
  events?: PointerEvent[];
  /** `<app>/<id>` → the sha384 of that release's manifest, recorded at publish. */
  digests?: Record<string, string>;
}

/** What a change answers: the app's pointer after it, and what it replaced. */
export type PointerChange = AppPointer & {
  app: string;
  previous?: string | null;
  changed?: boolean;
  version: number;
  ended?: Omit<PointerEvent, 'app' | 'at'>;
};

/** Where a location keeps its copy of the live pointers in the Cache API (a key only: nothing is fetched from it). */
export const POINTERS_LOCATION_KEY = 'https://pointers.edge.internal/live';
