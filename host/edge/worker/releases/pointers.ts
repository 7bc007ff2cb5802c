/**
 * Which release of each app is live: one Durable Object (`POINTERS`, named "live") holds every
 * app's pointer and the ten releases before it.
 *
 * Why a Durable Object and not pointer objects in R2: every page needs every app's pointer, and a
 * Durable Object answers that from memory in one call, strongly consistent. Its calls run one at a
 * time, so two teams promoting at once never lose either change; a caller can also make a promote
 * conditional on the release it saw (`expect`), a compare-and-swap. Each change bumps `version`,
 * which the edge puts in the keys of what it caches.
 *
 * A pointer may also carry a canary: another release live for a share of visitors
 * (`{ id, percent, startedAt }`), ended by promoting it or aborting it. Every canary's end — by hand
 * or by the edge's verdict job, with its figures — is kept in `events` (the last EVENTS_KEPT).
 *
 * The object is the single writer and the source of truth, but pages do not read it: they read
 * copies, per isolate and per location, refreshed in the background (livePointers.ts).
 */
import { DurableObject } from 'cloudflare:workers';
import type { AppPointer, Json, PointerChange, PointerEvent, PointersState } from './pointerState';

/** The object reads no bindings. */
type PointersBindings = Record<string, never>;

/** How many earlier releases a pointer remembers for rollback. */
export const HISTORY_LENGTH = 10;

/** How many releases' manifest digests the object keeps (the newest; far more than any pointer's history). */
export const DIGESTS_KEPT = 1000;

/** How many canary events the object keeps. */
export const EVENTS_KEPT = 200;

export class PointerConflict extends Error {}

export class Pointers extends DurableObject<PointersBindings> {
  state: PointersState = { version: 0, apps: {}, events: [] };
  constructor(ctx: DurableObjectState, env: PointersBindings) {
    super(ctx, env);
    void ctx.blockConcurrencyWhile(async () => {
      this.state = (await ctx.storage.get<PointersState>('pointers')) ?? this.state;
    });
  }

  /** Every app's pointer, and the version of the set. */
  read(): PointersState | Promise<PointersState> {
    return this.state;
  }

  async #write(app: string, pointer: AppPointer, event?: Omit<PointerEvent, 'app' | 'at'>): Promise<void> {
    const events = event
      ? [...(this.state.events ?? []), { app, at: new Date().toISOString(), ...event }].slice(-EVENTS_KEPT)
      : this.state.events;
    this.state = { ...this.state, version: this.state.version + 1, apps: { ...this.state.apps, [app]: pointer }, events };
    await this.ctx.storage.put('pointers', this.state);
  }

  /** A canary a promote or rollback replaces is ended, and that is recorded. */
  #supersede(before: AppPointer | undefined, why: string): Omit<PointerEvent, 'app' | 'at'> | undefined {
    return before?.canary ? { action: 'superseded', id: before.canary.id, stable: before.current, reason: why } : undefined;
  }

  /**
   * Makes `id` live for `percent` % (1–99) of visitors, beside the live release. With `expect`, only
   * if the live release is still that one; a running canary of the app is replaced.
   */
  async startCanary(
    app: string,
    id: string,
    percent: number,
    { expect, forced }: { expect?: string | null; forced?: string[] } = {},
  ): Promise<PointerChange> {
    const before = this.state.apps[app];
    if (!before) throw new PointerConflict(`${app} has no live release: promote one fully first`);
    if (expect !== undefined && before.current !== expect)
      throw new PointerConflict(`${app} is live on ${before.current}, not ${expect}: read it again`);
    if (before.current === id) throw new PointerConflict(`${id} is already live for everyone`);
    if (!Number.isInteger(percent) || percent < 1 || percent > 99) throw new PointerConflict('A canary is 1 to 99 percent of visitors');
    const canary = { id, percent, startedAt: new Date().toISOString() };
    await this.#write(
      app,
      { ...before, canary, updatedAt: canary.startedAt },
      {
        action: 'started',
        id,
        stable: before.current,
        reason: forced?.length ? `${percent}%, forced past: ${forced.join('; ')}` : `${percent}%`,
        ...(forced?.length ? { forced: true } : {}),
      },
    );
    return { ...(this.state.apps[app] as AppPointer), app, version: this.state.version };
  }

  /**
   * Ends the app's canary: `promote` makes it live for everyone, `abort` takes it back. With
   * `expect`, only if the running canary is still that release (the verdict job's compare-and-swap).
   */
  async endCanary(
    app: string,
    action: 'promote' | 'abort',
    { expect, reason = 'by hand', figures }: { expect?: string; reason?: string; figures?: Json } = {},
  ): Promise<PointerChange> {
    const before = this.state.apps[app];
    const canary = before?.canary;
    if (!before || !canary) throw new PointerConflict(`${app} has no canary running`);
    if (expect !== undefined && canary.id !== expect) throw new PointerConflict(`${app}'s canary is ${canary.id}, not ${expect}`);
    const event: Omit<PointerEvent, 'app' | 'at'> = {
      action: action === 'promote' ? 'promoted' : 'aborted',
      id: canary.id,
      stable: before.current,
      reason,
      ...(figures === undefined ? {} : { figures }),
    };
    const { canary: _ended, ...rest } = before;
    const updatedAt = new Date().toISOString();
    const pointer: AppPointer =
      action === 'promote'
        ? {
            current: canary.id,
            history: [before.current, ...before.history].filter((x) => x !== canary.id).slice(0, HISTORY_LENGTH),
            updatedAt,
          }
        : { ...rest, updatedAt };
    await this.#write(app, pointer, event);
    return { ...pointer, app, previous: before.current, changed: action === 'promote', version: this.state.version, ended: event };
  }

  /**
   * Records the sha384 of a release's manifest when it is published: the anchor of the integrity
   * chain, kept here rather than recomputed from the bucket, so a manifest changed in the bucket
   * afterwards no longer matches. Written once.
   */
  async recordDigest(app: string, id: string, digest: string): Promise<void> {
    const key = `${app}/${id}`;
    const digests = this.state.digests ?? {};
    if (digests[key] === digest) return;
    if (digests[key]) throw new PointerConflict(`${key} was published with another manifest`);
    const kept = Object.entries({ ...digests, [key]: digest }).slice(-DIGESTS_KEPT);
    this.state = { ...this.state, digests: Object.fromEntries(kept) };
    await this.ctx.storage.put('pointers', this.state);
  }

  /** The canary events, newest last. */
  events(): PointerEvent[] {
    return this.state.events ?? [];
  }

  /**
   * Makes `id` the live release of `app`. With `expect`, only if the live release is still that one;
   * `forced`: the gate's refusals a `--force` overrode (recorded).
   */
  async promote(app: string, id: string, { expect, forced }: { expect?: string | null; forced?: string[] } = {}): Promise<PointerChange> {
    const before = this.state.apps[app];
    if (expect !== undefined && (before?.current ?? null) !== expect)
      throw new PointerConflict(`${app} is live on ${before?.current ?? 'nothing'}, not ${expect}: read it again`);
    if (before?.current === id) return { ...before, app, previous: before.current, changed: false, version: this.state.version };
    const history = [before?.current, ...(before?.history ?? [])]
      .filter((x): x is string => Boolean(x) && x !== id)
      .slice(0, HISTORY_LENGTH);
    const pointer: AppPointer = { current: id, history, updatedAt: new Date().toISOString() };
    await this.#write(
      app,
      pointer,
      forced?.length
        ? { action: 'forced', id, stable: before?.current ?? null, reason: forced.join('; '), forced: true }
        : this.#supersede(before, `${id} promoted to everyone`),
    );
    return { ...pointer, app, previous: before?.current ?? null, changed: true, version: this.state.version };
  }

  /**
   * Points the app back at the release it used before the current one. With `expect`, only if the
   * live release is still that one.
   */
  async rollback(app: string, { expect }: { expect?: string | null } = {}): Promise<PointerChange> {
    const before = this.state.apps[app];
    if (expect !== undefined && (before?.current ?? null) !== expect)
      throw new PointerConflict(`${app} is live on ${before?.current ?? 'nothing'}, not ${expect}: read it again`);
    const [previous, ...older] = before?.history ?? [];
    if (!before || !previous) throw new PointerConflict(`${app} has no earlier release to roll back to`);
    const pointer: AppPointer = { current: previous, history: older, updatedAt: new Date().toISOString() };
    await this.#write(app, pointer, this.#supersede(before, 'rolled back'));
    return { ...pointer, app, previous: before.current, changed: true, version: this.state.version };
  }
}

/**
 * The object's calls as the edge makes them (over RPC: every value is structured-cloned). Spelled out
 * once here: the stub's derived RPC types recurse without end on the events' JSON figures.
 */
export interface PointersCalls {
  read(): Promise<PointersState>;
  events(): Promise<PointerEvent[]>;
  promote(...args: Parameters<Pointers['promote']>): Promise<PointerChange>;
  rollback(...args: Parameters<Pointers['rollback']>): Promise<PointerChange>;
  startCanary(...args: Parameters<Pointers['startCanary']>): Promise<PointerChange>;
  endCanary(...args: Parameters<Pointers['endCanary']>): Promise<PointerChange>;
  recordDigest(...args: Parameters<Pointers['recordDigest']>): Promise<void>;
}

/** The one pointer object. */
export const pointersOf = (env: { POINTERS: DurableObjectNamespace<Pointers> }): PointersCalls =>
  env.POINTERS.get(env.POINTERS.idFromName('live')) as unknown as PointersCalls;
