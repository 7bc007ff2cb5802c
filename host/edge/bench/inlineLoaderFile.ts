/**
 * The page's inline script (worker/pages/inlineLoader.ts) as a file, `dist/inline-loader.js`, written
 * by `pnpm build`: the host's byte budget counts it in what a page of text loads before any
 * interaction (host/package.json, size-limit), with the scripts it fetches after the first paint.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeFirstPaintScript, inlineLoader } from '../worker/pages/inlineLoader';

const out = path.join(import.meta.dirname, '../dist/inline-loader.js');
mkdirSync(path.dirname(out), { recursive: true });
// Both inline scripts a page carries (the storage keys are the host's: their length is what counts).
writeFileSync(out, `${beforeFirstPaintScript({ authHint: 'mars.auth.hint', countryChoice: 'mars.country' })}\n${inlineLoader()}\n`);
