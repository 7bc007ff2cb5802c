/**
 * The architecture, written down: which part of the workspace may import which. `pnpm lint` runs it
 * (`depcruise`, dependency-cruiser); a change that breaks a rule fails CI, naming both files.
 *
 *   one room per team     host/ · remote-marketing/ · remote-blog/ · remote-auth/ · remote-demo/
 *                         (remotes meet only through the host's Module Federation and @mars/shared)
 *   shared/               below every app, in three layers: src/protocol (what apps and the edge
 *                         agree on) ← src/runtime (the page's singletons) ← build/, media/ (tooling)
 *   host/edge/            worker/ (production, in Cloudflare) ← client/ (the deploy API's client)
 *                         ← local/ (the site on this machine) ← cli/ (the release tool); testing/
 *                         and bench/ sit on top and no production module imports them
 *   host/edge/worker/     in the layers of WORKER_LAYERS below (host/edge/README.md draws them, and
 *                         `pnpm lint:docs` fails when its drawing differs)
 *
 * Tests and test support may reach across (a host test reads the remotes' route tables); the rules
 * say which files they exempt.
 */
const TESTS = '(\\.test\\.tsx?$|/test/|/testing/|^e2e/|/bench/|(^|/)jest\\.config\\.cjs$)';

/** A forbidden import: its name, which files (`from`) may not import which (`to`), and why. */
const rule = (name, from, to, comment) => ({ name, severity: 'error', comment, from, to });

/**
 * The Worker's layers (host/edge/worker/), top to bottom: each folder (or top-level file) imports
 * only those in rows below its own; what needs a higher layer is passed in by the one above (the
 * collector's "a canary failed here" reaches the canary job through the collectors' sub-app).
 */
const WORKER_LAYERS = [
  ['index.ts'],
  ['env.ts'],
  ['deploy/', 'collectors/'],
  ['pages/', 'report/'],
  ['files/'],
  ['config/', 'retention/'],
  ['canary/', 'csp/'],
  ['releases/', 'rum/'],
  ['http/'],
];
const escaped = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const workerPath = (part) => `^host/edge/worker/${escaped(part)}${part.endsWith('/') ? '' : '$'}`;
/** One rule per layer entry: it may not import its own row's other entries, nor any row above. */
const workerLayerRules = WORKER_LAYERS.flatMap((row, i) =>
  row.flatMap((part) => {
    const above = [...WORKER_LAYERS.slice(0, i).flat(), ...row.filter((p) => p !== part)];
    if (!above.length) return [];
    return rule(
      `worker-layer-${part.replace(/[/.]/g, '')}`,
      { path: workerPath(part), pathNot: TESTS },
      { path: above.map(workerPath).join('|') },
      `The edge's layers: worker/${part} imports only what is below it (${
        WORKER_LAYERS.slice(i + 1)
          .flat()
          .join(', ') || 'packages alone'
      }); what needs a higher layer is passed in from above. See host/edge/README.md, "Layers".`,
    );
  }),
);

module.exports = {
  forbidden: [
    rule(
      'no-cycle',
      {},
      { circular: true },
      'An import cycle: two modules that need each other are one module in two files, and neither can be read alone.',
    ),
    rule(
      'remote-to-remote',
      { path: '^remote-([^/]+)/' },
      { path: '^remote-', pathNot: '^remote-$1/' },
      'A remote imports another remote: teams ship alone, so they meet only through the host (Module Federation) and @mars/shared.',
    ),
    rule(
      'demo-form-without-api-schema',
      { path: '^remote-demo/src/', pathNot: `^remote-demo/src/schema/|${TESTS}` },
      { path: '^remote-demo/src/schema/withSetup\\.ts$' },
      "The demo form's code imports the API's setup schema: building it (zod) and its words (Intl's first number format) took one ~130 ms task of a phone's CPU as the form woke, for a page with no setup. The form reads schema/setupMessages.ts.",
    ),
    rule(
      'demo-form-rules-at-submit',
      { path: '^remote-demo/src/', pathNot: `^remote-demo/src/schema/|${TESTS}` },
      {
        path: '(^remote-demo/src/schema/demoRequestRules\\.ts$|/node_modules/zod/)',
        dependencyTypesNot: ['dynamic-import', 'type-import', 'type-only'],
      },
      "The demo form's code imports its rules (zod) as it loads: importing zod and building the schema was ~36 ms of the task that starts the form on a phone's CPU, for a visitor who may never submit. The form imports schema/demoRequestRules.ts when it is submitted (import()).",
    ),
    rule(
      'remote-to-host',
      { path: '^remote-' },
      { path: '^host/' },
      'A remote imports the host: it gets the shell at run time, through federation and the shared store.',
    ),
    rule(
      'host-to-remote',
      { path: '^host/src/', pathNot: TESTS },
      { path: '^remote-' },
      "The host's app imports a remote's code: remotes load at run time (federation), so a release of one never needs the host rebuilt.",
    ),
    rule(
      'shared-to-apps',
      { path: '^shared/' },
      { path: '^(host|remote-[^/]+|e2e)/' },
      '@mars/shared sits below every app: it imports none of them.',
    ),
    rule(
      'shared-protocol-to-runtime',
      { path: '^shared/src/protocol/', pathNot: TESTS },
      { path: '^shared/src/runtime/' },
      "What apps and the edge agree on (shared/src/protocol: route tables, first views, heads, tokens, digests, the run-time config) imports nothing that runs as the page's singleton (shared/src/runtime): the edge bundles it.",
    ),
    rule(
      'shared-to-tooling',
      { path: '^shared/src/', pathNot: TESTS },
      { path: '^shared/(build|media|test)/' },
      'What runs in the page or the edge (shared/src) never imports build or media tooling (shared/build, shared/media).',
    ),
    rule(
      'worker-to-node-side',
      { path: '^host/edge/worker/', pathNot: TESTS },
      { path: '^host/edge/(client|local|cli|testing|bench)/' },
      'The Worker (production, bundled by wrangler) imports nothing of the deploy client, the local harness, the CLI, tests or benches.',
    ),
    rule(
      'client-to-tools',
      { path: '^host/edge/client/' },
      { path: '^host/edge/(local|cli)/' },
      "The deploy API's client is used by the CLI and the local harness, in production as locally: it imports neither (this machine's deploy tokens are the CLI's to give it).",
    ),
    rule(
      'local-to-cli',
      { path: '^host/edge/local/' },
      { path: '^host/edge/cli/' },
      'The local harness is loaded by the CLI (`mars-edge start`); it never imports the CLI back.',
    ),
    ...workerLayerRules,
    rule(
      'production-to-tests',
      { pathNot: TESTS },
      { path: TESTS },
      'Production code imports no test, test support or bench: test hooks live in test-only entries (host/edge/testing/faultyEdge.ts).',
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.cdn[^/]*|coverage|test-results)/|worker-configuration\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    moduleSystems: ['es6', 'cjs'],
  },
};

// For the docs check (its drawing in host/edge/README.md): not part of dependency-cruiser's options.
Object.defineProperty(module.exports, 'WORKER_LAYERS', { value: WORKER_LAYERS, enumerable: false });
