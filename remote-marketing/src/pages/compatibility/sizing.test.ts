/**
 * The sizing rule against the product facts: every site's cameras covered, never more devices than
 * needed (checked against a brute-force search of every set of devices), and nothing but the facts
 * deciding — a capacity changed there changes the answer, a fifth product joins by its facts alone.
 */
import { PRODUCT_FACTS } from '@mars/shared/products';
import fc from 'fast-check';
import { byCapacity, type Catalog, deviceCount, type Sizing, sizeSite, sizingRuns } from './sizing';

/** Every set of devices that covers `cameras`, tried one by one: the fewest devices, then the fewest spare places, then the larger devices. */
function bruteForce(cameras: number, catalog: Catalog): Sizing {
  const products = byCapacity(catalog);
  let best: { counts: number[]; devices: number; places: number } | null = null;
  const visit = (i: number, counts: number[]) => {
    if (i === products.length) {
      const places = counts.reduce((s, n, k) => s + n * (products[k]?.[1] ?? 0), 0);
      const devices = counts.reduce((s, n) => s + n, 0);
      if (places < cameras) return;
      const wins =
        !best ||
        devices < best.devices ||
        (devices === best.devices && places < best.places) ||
        (devices === best.devices && places === best.places && largerFirst(counts, best.counts));
      if (wins) best = { counts, devices, places };
      return;
    }
    const capacity = products[i]?.[1] ?? 1;
    for (let n = 0; n <= Math.ceil(cameras / capacity); n++) visit(i + 1, [...counts, n]);
  };
  visit(0, []);
  const found = best as { counts: number[]; places: number } | null;
  if (!found) throw new Error('nothing covers');
  return {
    devices: products.flatMap(([product], k) => ((found.counts[k] ?? 0) > 0 ? [{ product, count: found.counts[k] ?? 0 }] : [])),
    places: found.places,
    spare: found.places - cameras,
  };
}
/** The devices of `a`, listed largest first, are larger than `b`'s at the first place they differ. */
function largerFirst(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) > (b[i] ?? 0);
  return false;
}

const placesOf = (s: Sizing, catalog: Catalog) => s.devices.reduce((n, d) => n + d.count * (catalog[d.product]?.cameras ?? 0), 0);

/** Two to four made-up products with capacities from 2 to 25 (small enough for the brute force). */
const anyCatalog: fc.Arbitrary<Catalog> = fc
  .uniqueArray(fc.integer({ min: 2, max: 25 }), { minLength: 2, maxLength: 4 })
  .map((caps) => Object.fromEntries(caps.map((cameras, i) => [`p${i}`, { name: `Product ${i}`, cameras }])));

describe('the devices for a site', () => {
  it('the spec’s line: 4 → a Node, 5 → an Owlie, 10 → a Hub, 20 → a Tower, 30 → a Tower and a Hub, 34 → two Towers', () => {
    const names = (n: number) => sizeSite(n, PRODUCT_FACTS).devices.map((d) => `${d.count} ${d.product}`);
    expect(names(4)).toEqual(['1 mars-node']);
    expect(names(5)).toEqual(['1 owlie']);
    expect(names(10)).toEqual(['1 mars-hub']);
    expect(names(14)).toEqual(['1 mars-tower']); // one device beats two with no spare place
    expect(names(20)).toEqual(['1 mars-tower']);
    expect(names(30)).toEqual(['1 mars-tower', '1 mars-hub']);
    expect(names(34)).toEqual(['2 mars-tower']);
    expect(sizeSite(30, PRODUCT_FACTS)).toMatchObject({ places: 30, spare: 0 });
    expect(sizeSite(0, PRODUCT_FACTS)).toEqual({ devices: [], places: 0, spare: 0 });
  });

  it('covers every camera of the site, with the places the facts give each device', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8000 }), (cameras) => {
        const s = sizeSite(cameras, PRODUCT_FACTS);
        expect(placesOf(s, PRODUCT_FACTS)).toBe(s.places);
        expect(s.places).toBeGreaterThanOrEqual(cameras);
        expect(s.spare).toBe(s.places - cameras);
      }),
    );
  });

  it('is never more devices, or more spare places, than the best set a brute-force search finds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), (cameras) =>
        expect(sizeSite(cameras, PRODUCT_FACTS)).toEqual(bruteForce(cameras, PRODUCT_FACTS)),
      ),
    );
    fc.assert(
      fc.property(anyCatalog, fc.integer({ min: 1, max: 40 }), (catalog, cameras) => {
        expect(sizeSite(cameras, catalog)).toEqual(bruteForce(cameras, catalog));
      }),
      { numRuns: 300 },
    );
  });

  it('uses the fewest devices that can hold the cameras: the count over the largest capacity, rounded up', () => {
    fc.assert(
      fc.property(anyCatalog, fc.integer({ min: 1, max: 5000 }), (catalog, cameras) => {
        const largest = Math.max(...Object.values(catalog).map((p) => p.cameras));
        expect(deviceCount(sizeSite(cameras, catalog))).toBe(Math.ceil(cameras / largest));
      }),
    );
  });

  it('follows the facts: a product whose capacity changes changes every answer it is in', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.constantFrom(...(Object.keys(PRODUCT_FACTS) as (keyof typeof PRODUCT_FACTS)[])),
        fc.integer({ min: 1, max: 40 }),
        (cameras, product, capacity) => {
          fc.pre(capacity !== PRODUCT_FACTS[product].cameras);
          const before = sizeSite(cameras, PRODUCT_FACTS);
          fc.pre(before.devices.some((d) => d.product === product));
          const changed = { ...PRODUCT_FACTS, [product]: { ...PRODUCT_FACTS[product], cameras: capacity } };
          expect(sizeSite(cameras, changed)).not.toEqual(before);
        },
      ),
    );
    // For instance: a Hub of 12 instead of 10 takes an 11-camera office off a Tower.
    const hub12 = { ...PRODUCT_FACTS, 'mars-hub': { ...PRODUCT_FACTS['mars-hub'], cameras: 12 } };
    expect(sizeSite(11, PRODUCT_FACTS).devices).toEqual([{ product: 'mars-tower', count: 1 }]);
    expect(sizeSite(11, hub12).devices).toEqual([{ product: 'mars-hub', count: 1 }]);
  });

  it('takes a fifth product by its facts alone, and it never makes an answer worse', () => {
    const withEdge = { ...PRODUCT_FACTS, 'mars-edge': { name: 'Mars Edge', cameras: 8 } };
    expect(sizeSite(8, withEdge).devices).toEqual([{ product: 'mars-edge', count: 1 }]);
    fc.assert(
      fc.property(anyCatalog, fc.integer({ min: 2, max: 30 }), fc.integer({ min: 1, max: 200 }), (catalog, capacity, cameras) => {
        const before = sizeSite(cameras, catalog);
        const after = sizeSite(cameras, { ...catalog, fifth: { name: 'Fifth', cameras: capacity } });
        expect(
          deviceCount(after) < deviceCount(before) || (deviceCount(after) === deviceCount(before) && after.spare <= before.spare),
        ).toBe(true);
      }),
    );
  });

  it('reads as a table of runs for checking by hand', () => {
    expect(sizingRuns(12, PRODUCT_FACTS)).toEqual([
      { from: 1, to: 4, devices: [{ product: 'mars-node', count: 1 }] },
      { from: 5, to: 5, devices: [{ product: 'owlie', count: 1 }] },
      { from: 6, to: 10, devices: [{ product: 'mars-hub', count: 1 }] },
      { from: 11, to: 12, devices: [{ product: 'mars-tower', count: 1 }] },
    ]);
  });
});
