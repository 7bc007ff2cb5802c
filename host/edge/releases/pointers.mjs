/**
 * Which release of each app is live: one Durable Object (`POINTERS`, named "live") holds every
 * app's pointer and the ten releases before it.
 *
 * Why a Durable Object and not pointer objects in R2: every page needs every app's pointer, and a
 * Durable Object answers that from memory in one call, with strong consistency (a promote is seen
 * by the very next request, everywhere). Its calls run one at a time, so two teams promoting at once
 * never lose either change; a caller can also make a promote conditional on the release it saw
 * (`expect`), a compare-and-swap. Each change bumps `version`, which the edge puts in the keys of
 * what it caches.
 */
import { DurableObject } from 'cloudflare:workers';

/** How many earlier releases a pointer remembers for rollback. */
export const HISTORY_LENGTH = 10;

export class PointerConflict extends Error {}

export class Pointers extends DurableObject {
  /** @type {{ version: number, apps: Record<string, { current: string, history: string[], updatedAt: string }> }} */
  state = { version: 0, apps: {} };

  constructor(ctx, env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      this.state = (await ctx.storage.get('pointers')) ?? this.state;
    });
  }

  /** Every app's pointer, and the version of the set. */
  read() {
    return this.state;
  }

  async #write(app, pointer) {
    this.state = { version: this.state.version + 1, apps: { ...this.state.apps, [app]: pointer } };
    await this.ctx.storage.put('pointers', this.state);
  }

  /**
   * Makes `id` the live release of `app`. With `expect`, only if the live release is still that one.
   * @param {string} app
   * @param {string} id
   * @param {{ expect?: string | null }} [o]
   */
  async promote(app, id, { expect } = {}) {
    const before = this.state.apps[app];
    if (expect !== undefined && (before?.current ?? null) !== expect)
      throw new PointerConflict(`${app} is live on ${before?.current ?? 'nothing'}, not ${expect}: read it again`);
    if (before?.current === id) return { ...before, app, previous: before.current, changed: false, version: this.state.version };
    const history = [before?.current, ...(before?.history ?? [])].filter((x) => x && x !== id).slice(0, HISTORY_LENGTH);
    const pointer = { current: id, history, updatedAt: new Date().toISOString() };
    await this.#write(app, pointer);
    return { ...pointer, app, previous: before?.current ?? null, changed: true, version: this.state.version };
  }

  /** Points the app back at the release it used before the current one. */
  async rollback(app) {
    const before = this.state.apps[app];
    const [previous, ...older] = before?.history ?? [];
    if (!before || !previous) throw new PointerConflict(`${app} has no earlier release to roll back to`);
    const pointer = { current: previous, history: older, updatedAt: new Date().toISOString() };
    await this.#write(app, pointer);
    return { ...pointer, app, previous: before.current, changed: true, version: this.state.version };
  }
}

/** The one pointer object. */
export const pointersOf = (env) => env.POINTERS.get(env.POINTERS.idFromName('live'));
