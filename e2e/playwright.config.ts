import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROME_FLAGS } from './support/chromeFlags';

/**
 * The composed site, served as `pnpm start` serves it (production builds, one origin per app),
 * with the Firebase Auth emulator and the demo API. Build first: `pnpm build` (the root `test` does).
 * Chromium is Debian's (/usr/bin/chromium): Playwright's own browser download is not available here.
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    ...CHROME_FLAGS,
    '--disable-quic',
    // CSP reports (Reporting API) are sent within a second instead of a minute: tests/security.spec.ts.
    '--short-reporting-delay',
  ],
};

export const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://mars:mars@127.0.0.1:5432/mars_test';

/**
 * The default canary policy — its sequential error rule — with three changes so a suite can wait for
 * it: a healthy canary is promoted after 20 s (not 30 min), with 3 page views a side (not 200), and
 * the local site runs the verdict job every 5 s (production's Cron Trigger runs it each minute; the
 * job is the same, only the local timer is shorter). Timings of 3 page views on a busy test machine
 * are noise, so the slowness rules are left to the unit tests (host/edge/worker/canary/verdict.test.ts)
 * and kept out of the way here.
 */
export const CANARY_POLICY_UNDER_TEST = {
  minSamples: 3,
  healthyForMs: 20_000,
  intervalMs: 5_000,
  lcpFloorMs: 60_000,
  inpFloorMs: 60_000,
  clsMargin: 50,
};
/**
 * The demo API's minimum fill time in this run: a form token younger than this is a script's. Long
 * enough that no machine is slow enough to let a script's read-and-post outlast it (the default, 2 s,
 * is not), so "too fast" holds whatever the load; a person's tests wait it out (support/site.ts),
 * so it is also what each of them costs: 5 s, two and a half times the default.
 */
export const FORM_MIN_FILL_MS = 5_000;
/** How often the verdict job runs under that policy. */
export const CANARY_JOB_INTERVAL_MS = CANARY_POLICY_UNDER_TEST.intervalMs;

/**
 * Suites that run at desktop width only, and are not even loaded by the other projects (so their
 * beforeAll set-up — builds, releases, pointers — never runs for tests that would all skip): they
 * change what is live for the whole site, or check what does not depend on the width.
 */
const DESKTOP_ONLY = [
  '**/deployment.spec.ts',
  '**/integrity.spec.ts',
  '**/canary.spec.ts',
  '**/htmlValidity.spec.ts',
  '**/setupReleases.spec.ts',
  '**/engines.spec.ts',
  '**/retention.spec.ts',
];

/**
 * Whether a run may use a site that is already up on the control port instead of starting its own:
 * only when asked (MARS_E2E_REUSE_SITE=1, for iterating on one spec against a site left running with
 * `--control-port 3999`). Never by default, with or without CI: a `pnpm start` left running would
 * answer with its own database and releases, not this run's.
 */
const REUSE_SITE = process.env.MARS_E2E_REUSE_SITE === '1';

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Some suites stop and restart remotes: one worker keeps them from pulling the rug from under others.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Every test at 1280 px. A test tagged @any-width checks what no width changes (the HTML and its
    // head, a server's answer, an API's rule, a flow whose screens are the same components): it runs
    // here only.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, launchOptions: chromium },
      testIgnore: DESKTOP_ONLY,
      grepInvert: /@any-width/,
    },
    // Tablets, either side of nothing: 768 px is the first width of the two-column layouts and the
    // desktop menu, reached with a finger. Only the tests tagged @layout (layout, menus, carousel):
    // the rest is the same page as at 1280 px.
    ...[
      { name: 'tablet-768', viewport: { width: 768, height: 1024 } },
      { name: 'tablet-1024', viewport: { width: 1024, height: 768 } },
    ].map(({ name, viewport }) => ({
      name,
      use: { viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2, launchOptions: chromium },
      testIgnore: DESKTOP_ONLY,
      grep: /@layout/,
    })),
  ],
  webServer: {
    command: 'node ../host/edge/bin/mars-edge.mjs start --no-build --control-port 3999',
    // Answers 200 only once every app and service is up (the host's port opens last).
    url: 'http://127.0.0.1:3999/ready',
    reuseExistingServer: REUSE_SITE,
    timeout: 180_000,
    stdout: 'pipe',
    // Its own CDN folder: the deployment suite promotes and rolls back releases without touching
    // the ones `pnpm start` made live in .cdn/.
    env: {
      DATABASE_URL,
      RATE_LIMIT_MAX: '1000',
      FORM_MIN_FILL_MS: String(FORM_MIN_FILL_MS),
      LOG_LEVEL: 'warn',
      MARS_CDN_DIR: path.resolve(__dirname, '../.cdn-e2e'),
      // Canary verdicts in seconds, not the production's minutes: see tests/canary.spec.ts.
      MARS_CANARY_POLICY: JSON.stringify(CANARY_POLICY_UNDER_TEST),
      // One rollback target kept, not ten: a few promotes put a release past it (tests/retention.spec.ts).
      // The prune runs only when a suite asks (daily otherwise: never within a run).
      MARS_RETENTION_POLICY: JSON.stringify({ keepLast: 1 }),
      MARS_RUM_PER_CLIENT: '100000',
    },
  },
});
