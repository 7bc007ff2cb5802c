/**
 * Which Mars devices a site needs, from the product facts alone: the fewest devices whose camera
 * capacities add up to at least the site's cameras, then the fewest spare places, then (a tie the
 * facts can make) the larger devices. Every rule here is stated on the page (texts.ts) so a visitor
 * can check the answer by hand.
 */
import type { ProductFacts } from '@mars/shared/products';

/** The products to choose from: the shared facts, or any others (a fifth product joins by its facts alone). */
export type Catalog = Readonly<Record<string, Pick<ProductFacts, 'name' | 'cameras'>>>;

export interface Sizing {
  /** Each product used and how many, the largest capacity first. */
  devices: { product: string; count: number }[];
  /** The camera places the devices offer together. */
  places: number;
  /** Places left over: `places` minus the cameras. */
  spare: number;
}

export const NO_DEVICES: Sizing = { devices: [], places: 0, spare: 0 };

/** The products that run cameras, the largest capacity first (ties by id: one order everywhere). */
export function byCapacity(catalog: Catalog): [string, number][] {
  return Object.entries(catalog)
    .map(([id, p]): [string, number] => [id, p.cameras])
    .filter(([, cameras]) => Number.isInteger(cameras) && cameras > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
}

/**
 * A set of devices as counts per product (in `byCapacity` order). `a` is better than `b` for the
 * same places when it has fewer devices, then when it has more of the larger ones (its devices,
 * listed largest first, compare larger at the first place they differ).
 */
function better(a: number[], b: number[]): boolean {
  const total = (v: number[]) => v.reduce((s, n) => s + n, 0);
  if (total(a) !== total(b)) return total(a) < total(b);
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) > (b[i] ?? 0);
  return false;
}

/**
 * The devices for `cameras` cameras at one site. The fewest devices that can cover them is the count
 * divided by the largest capacity, rounded up (no smaller number of devices has enough places), so
 * only the totals from `cameras` up to one largest device more can be best: for each, the best set
 * with exactly those places is found once (the best set for a total, less its largest device, is the
 * best set for the rest), and the smallest total reached with that fewest number wins.
 */
export function sizeSite(cameras: number, catalog: Catalog): Sizing {
  const products = byCapacity(catalog);
  const largest = products[0]?.[1];
  if (!largest || !Number.isFinite(cameras) || cameras <= 0) return NO_DEVICES;
  const fewest = Math.ceil(cameras / largest);
  const top = cameras + largest - 1;
  const best: (number[] | null)[] = [products.map(() => 0)];
  for (let places = 1; places <= top; places++) {
    let chosen: number[] | null = null;
    products.forEach(([, capacity], i) => {
      const rest = places >= capacity ? best[places - capacity] : null;
      if (!rest) return;
      const candidate = rest.slice();
      candidate[i] = (candidate[i] ?? 0) + 1;
      if (!chosen || better(candidate, chosen)) chosen = candidate;
    });
    best[places] = chosen;
  }
  for (let places = cameras; places <= top; places++) {
    const set = best[places];
    if (!set || set.reduce((s, n) => s + n, 0) !== fewest) continue;
    return {
      devices: products.flatMap(([product], i) => ((set[i] ?? 0) > 0 ? [{ product, count: set[i] ?? 0 }] : [])),
      places,
      spare: places - cameras,
    };
  }
  // Unreachable: `fewest` of the largest device always has places in the range.
  throw new Error(`no devices for ${cameras} cameras`);
}

/** How many devices in all. */
export const deviceCount = (sizing: Sizing): number => sizing.devices.reduce((n, d) => n + d.count, 0);

/** Several sites' devices added up, per product, in `byCapacity` order. */
export function totalDevices(sizings: Sizing[], catalog: Catalog): Sizing['devices'] {
  const counts = new Map<string, number>();
  for (const s of sizings) for (const d of s.devices) counts.set(d.product, (counts.get(d.product) ?? 0) + d.count);
  return byCapacity(catalog).flatMap(([product]) => (counts.get(product) ? [{ product, count: counts.get(product) ?? 0 }] : []));
}

/**
 * The answer for every camera count from 1 to `upTo`, as runs of counts with the same devices
 * (1–4 cameras: one Mars Node; 5: one Owlie; …): the page's table for checking by hand.
 */
export function sizingRuns(upTo: number, catalog: Catalog): { from: number; to: number; devices: Sizing['devices'] }[] {
  const runs: { from: number; to: number; devices: Sizing['devices'] }[] = [];
  for (let n = 1; n <= upTo; n++) {
    const { devices } = sizeSite(n, catalog);
    const last = runs.at(-1);
    if (last && JSON.stringify(last.devices) === JSON.stringify(devices)) last.to = n;
    else runs.push({ from: n, to: n, devices });
  }
  return runs;
}
