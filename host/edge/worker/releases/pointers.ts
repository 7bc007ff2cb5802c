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
 *
 * It also keeps the retention book (retentionPolicy.ts): when each release stopped being live, and
 * which releases the prune is removing — confirmed here, under this object's lock, so a release is
 * never both made live and deleted (retention/prune.ts).
 */
import { DurableObject } from 'cloudflare:workers';
import type { AppPointer, Json, PointerChange, PointerEvent, PointersState } from './pointerState';
import { bookKey, emptyBook, type RetentionBook, type RetentionPolicy, retentionVerdict, type StoredRelease } from './retentionPolicy';

/** The object reads no bindings. */
type PointersBindings = Record<string, never>;

/** How many earlier releases a pointer remembers for rollback. */
export const HISTORY_LENGTH = 10;

/** How many releases' manifest digests the object keeps (the newest; far more than any pointer's history). */
export const DIGESTS_KEPT = 1000;

/** How many canary events the object keeps. */
export const EVENTS_KEPT = 200;

/** How long a removed release's promote stays refused (longer than any promote's check takes); publishing it again lifts it. */
export const REMOVED_REMEMBERED_MS = 24 * 3600_000;

export class PointerConflict extends Error {}

export class Pointers extends DurableObject<PointersBindings> {
  state: PointersState = { version: 0, apps: {}, events: [] };
  /** What retention needs (retentionPolicy.ts), apart from the pointers every page's copy carries. */
  book: RetentionBook = emptyBook(new Date().toISOString());
  constructor(ctx: DurableObjectState, env: PointersBindings) {
    super(ctx, env);
    void ctx.blockConcurrencyWhile(async () => {
      this.state = (await ctx.storage.get<PointersState>('pointers')) ?? this.state;
      const book = await ctx.storage.get<RetentionBook>('retention');
      if (book) this.book = book;
      else await ctx.storage.put('retention', this.book);
    });
  }

  /** Every app's pointer, and the version of the set. */
  read(): PointersState | Promise<PointersState> {
    return this.state;
  }

  async #write(app: string, pointer: AppPointer, event?: Omit<PointerEvent, 'app' | 'at'>): Promise<void> {
    const at = new Date().toISOString();
    const events = event ? [...(this.state.events ?? []), { app, at, ...event }].slice(-EVENTS_KEPT) : this.state.events;
    const before = this.state.apps[app];
    // A release that stops being live or a canary starts its retention window now.
    const lastLive = { ...this.book.lastLive };
    for (const id of [before?.current, before?.canary?.id])
      if (id && id !== pointer.current && id !== pointer.canary?.id) lastLive[bookKey(app, id)] = at;
    this.book = { ...this.book, lastLive };
    this.state = { ...this.state, version: this.state.version + 1, apps: { ...this.state.apps, [app]: pointer }, events };
    await this.ctx.storage.put({ pointers: this.state, retention: this.book });
  }

  /** Refuses to make a release live that retention is removing or has removed (and not published since). */
  #refuseRemoved(app: string, id: string, publishedAt?: string): void {
    const key = bookKey(app, id);
    if (this.book.removing[key]) throw new PointerConflict(`${key} is being removed by the retention policy: publish it again to use it`);
    const removed = this.book.removed[key];
    if (removed && !(publishedAt && publishedAt > removed))
      throw new PointerConflict(`${key} was removed by the retention policy at ${removed}: publish it again to use it`);
  }

  /** The retention book (retentionPolicy.ts): what the prune job plans with. */
  retentionBook(): RetentionBook {
    return this.book;
  }

  /** A verified QA override named this release now (noted at most once an hour per isolate: retention/qaNamed.ts). */
  async noteQaNamed(app: string, id: string): Promise<void> {
    this.book = { ...this.book, qaNamed: { ...this.book.qaNamed, [bookKey(app, id)]: new Date().toISOString() } };
    await this.ctx.storage.put('retention', this.book);
  }

  /**
   * The prune's confirmation, under this object's lock: each candidate the policy still lets go
   * *now* — with the pointers as they are at this moment, not as the prune read them — is marked as
   * being removed, and from then on no promote, canary or rollback can make it live. Returns the
   * marked ids; the caller deletes only those. A release already marked is returned again (a prune
   * that stopped half-way is finished by the next). No await before the write: nothing interleaves.
   */
  async markForRemoval(
    app: string,
    candidates: StoredRelease[],
    policy: RetentionPolicy,
    now: number,
    configGraceMs: number,
  ): Promise<string[]> {
    const context = { app, pointer: this.state.apps[app], events: this.state.events ?? [], book: this.book, configGraceMs };
    const at = new Date().toISOString();
    const removing = { ...this.book.removing };
    const marked = candidates
      .filter((r) => removing[bookKey(app, r.id)] || !retentionVerdict(r, context, policy, now).keep)
      .map((r) => r.id);
    for (const id of marked) removing[bookKey(app, id)] ??= at;
    this.book = { ...this.book, removing };
    await this.ctx.storage.put('retention', this.book);
    return marked;
  }

  /** The prune deleted these releases: they are remembered as removed for a day, and what was kept for them goes. */
  async removedReleases(app: string, ids: string[]): Promise<void> {
    const now = Date.now();
    const { removing, removed, lastLive, qaNamed } = structuredClone(this.book);
    const digests = { ...(this.state.digests ?? {}) };
    for (const id of ids) {
      const key = bookKey(app, id);
      for (const kept of [removing, lastLive, qaNamed, digests]) delete kept[key];
      removed[key] = new Date(now).toISOString();
    }
    for (const [key, at] of Object.entries(removed)) if (now - Date.parse(at) > REMOVED_REMEMBERED_MS) delete removed[key];
    this.book = { ...this.book, removing, removed, lastLive, qaNamed };
    this.state = { ...this.state, digests };
    await this.ctx.storage.put({ pointers: this.state, retention: this.book });
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
    { expect, forced, publishedAt }: { expect?: string | null; forced?: string[]; publishedAt?: string } = {},
  ): Promise<PointerChange> {
    const before = this.state.apps[app];
    if (!before) throw new PointerConflict(`${app} has no live release: promote one fully first`);
    if (expect !== undefined && before.current !== expect)
      throw new PointerConflict(`${app} is live on ${before.current}, not ${expect}: read it again`);
    if (before.current === id) throw new PointerConflict(`${id} is already live for everyone`);
    this.#refuseRemoved(app, id, publishedAt);
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
  async promote(
    app: string,
    id: string,
    { expect, forced, publishedAt }: { expect?: string | null; forced?: string[]; publishedAt?: string } = {},
  ): Promise<PointerChange> {
    const before = this.state.apps[app];
    if (expect !== undefined && (before?.current ?? null) !== expect)
      throw new PointerConflict(`${app} is live on ${before?.current ?? 'nothing'}, not ${expect}: read it again`);
    if (before?.current === id) return { ...before, app, previous: before.current, changed: false, version: this.state.version };
    this.#refuseRemoved(app, id, publishedAt);
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
    this.#refuseRemoved(app, previous);
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
  retentionBook(): Promise<RetentionBook>;
  noteQaNamed(...args: Parameters<Pointers['noteQaNamed']>): Promise<void>;
  markForRemoval(...args: Parameters<Pointers['markForRemoval']>): Promise<string[]>;
  removedReleases(...args: Parameters<Pointers['removedReleases']>): Promise<void>;
}

/** The one pointer object. */
export const pointersOf = (env: { POINTERS: DurableObjectNamespace<Pointers> }): PointersCalls =>
  env.POINTERS.get(env.POINTERS.idFromName('live')) as unknown as PointersCalls;
