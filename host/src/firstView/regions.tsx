/**
 * The shell's regions — header (and each of its menus), main, footer — each a Suspense boundary of
 * its own, so React takes the page over in pieces instead of in one task: hydration starts in a transition (bootstrap.tsx),
 * the root's own pass is a few components, and each region is hydrated on its own afterwards,
 * yielding to the browser every few milliseconds. Taps do not reach React until every region has
 * (tapsBeforeTakeover.ts): one would make it hydrate the tapped region at once, in the tap's task.
 * The app has taken the page over once every region has (`whenRegionsHydrated`).
 */
import { type ReactNode, Suspense, useEffect } from 'react';

/**
 * The header's two menus are regions of their own inside it: a tap on the phone's menu hydrates the
 * bar and that menu, not the desktop menu's panels the phone does not show (and the other way round).
 */
export const REGIONS = ['header', 'desktop-menu', 'mobile-menu', 'main', 'footer'] as const;
export type RegionName = (typeof REGIONS)[number];

const hydrated = new Set<RegionName>();
let allHydrated: (() => void) | null = null;

/** Calls `done` once every region has mounted (been hydrated, or rendered by the app). */
export function whenRegionsHydrated(done: () => void): void {
  allHydrated = done;
  if (hydrated.size === REGIONS.length) done();
}

/** Each region says it has mounted from its own effect: it runs once React has hydrated that region. */
function RegionMounted({ name }: { name: RegionName }) {
  useEffect(() => {
    hydrated.add(name);
    if (hydrated.size === REGIONS.length) allHydrated?.();
  }, [name]);
  return null;
}

/** One region of the shell: nothing suspends in it, so it adds no fallback, only a boundary (React's comment markers). */
export function Region({ name, children }: { name: RegionName; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <RegionMounted name={name} />
      {children}
    </Suspense>
  );
}
