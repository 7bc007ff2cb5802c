/** Any setup the demo setup contract allows (fast-check), for the property tests of each side of it. */
import fc from 'fast-check';
import {
  CODECS,
  CONNECTIONS,
  DEMO_SETUP_VERSION,
  type DemoSetup,
  RESOLUTIONS,
  SETUP_LIMITS,
} from '../src/protocol/demoSetup/demoSetup.mjs';

const hasControlCharacters = (s: string) => [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** A site's name as a visitor may type it: any text (astral and accented letters too), trimmed, within the limit. */
export const anySiteName = fc
  .string({ unit: 'grapheme', maxLength: SETUP_LIMITS.siteName })
  .map((s) => s.trim())
  .filter((s) => s.length <= SETUP_LIMITS.siteName && !hasControlCharacters(s));

export const anyCameraGroup = fc.record({
  count: fc.integer({ min: 1, max: SETUP_LIMITS.camerasPerGroup }),
  connection: fc.constantFrom(...CONNECTIONS),
  codec: fc.constantFrom(...CODECS),
  resolution: fc.constantFrom(...RESOLUTIONS),
});

export const anySetup: fc.Arbitrary<DemoSetup> = fc.record({
  version: fc.constant(DEMO_SETUP_VERSION),
  sites: fc.array(
    fc.record({ name: anySiteName, cameras: fc.array(anyCameraGroup, { minLength: 1, maxLength: SETUP_LIMITS.groupsPerSite }) }),
    { minLength: 1, maxLength: SETUP_LIMITS.sites },
  ),
});
