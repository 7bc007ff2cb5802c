/**
 * A release a verified QA override names is kept (releases/retentionPolicy.ts): the page path tells
 * the pointers object when it composes one for a QA browser — at most once an hour per release and
 * isolate, in the background, so QA traffic costs the object a write an hour, and no page waits.
 */
import { messageOf } from '../http/responses';
import type { PointersBindings } from '../releases/livePointers';
import { pointersOf } from '../releases/pointers';

const NOTE_EVERY_MS = 3600_000;

/** Per isolate: when each `<app>/<id>` was last told to the object. */
const noted = new Map<string, number>();

/** Tells the object the releases these overrides name (those not told within the hour); for ctx.waitUntil. */
export async function noteQaNamed(env: PointersBindings, overrides: Record<string, string>, now = Date.now()): Promise<void> {
  const pointers = pointersOf(env);
  for (const [app, id] of Object.entries(overrides)) {
    const key = `${app}/${id}`;
    if (now - (noted.get(key) ?? Number.NEGATIVE_INFINITY) < NOTE_EVERY_MS) continue;
    noted.set(key, now);
    if (noted.size > 1000) noted.delete(noted.keys().next().value as string);
    await pointers.noteQaNamed(app, id).catch((err) => {
      noted.delete(key);
      console.error(`[retention] ${key}: QA override not noted (${messageOf(err)})`);
    });
  }
}
