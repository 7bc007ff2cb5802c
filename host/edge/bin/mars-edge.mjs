#!/usr/bin/env node
/**
 * `mars-edge <command>`: the edge's command line for every team (release, promote, rollback,
 * releases, canary, report, smoke) and the local site (start, serve). The commands are TypeScript
 * (cli/, local/), run through tsx's loader: no build step between editing and running them.
 */
import { register } from 'tsx/esm/api';

register();
await import('../cli/main.ts');
