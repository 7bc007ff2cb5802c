/**
 * An article's picture, named in its front matter (`illustration:`), drawn in the site's style
 * (shared/media):
 *   scene <name> <phase 0–1>   a camera-feed scene (shared/media/scenes.mjs: lobby, parking, dock…)
 *   diagram <name>             a diagram (on-premises, search)
 *   device <product id>        a product render (mars-node, mars-hub, mars-tower, owlie)
 *   file <name>.svg            the article's own drawing, in remote-blog/media/illustrations/
 * Used by the media script (generate.mjs) and the content check (which refuses one it cannot draw).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEVICES, DIAGRAMS } from '../../shared/media/illustrations.mjs';
import { SCENE_NAMES, sceneSvg } from '../../shared/media/scenes.mjs';

/**
 * The SVG for an `illustration:` value, or an Error saying what is wrong with it.
 * @param {string} customDir where the articles' own drawings are (remote-blog/media/illustrations)
 */
export function illustrationSvg(value, customDir) {
  const [kind, name, phase, ...extra] = String(value ?? '')
    .trim()
    .split(/\s+/);
  const usage = 'write "scene <name> <0–1>", "diagram <name>", "device <product>" or "file <name>.svg"';
  if (extra.length) return new Error(`illustration "${value}": too many words (${usage})`);
  if (kind === 'scene') {
    if (!SCENE_NAMES.includes(name)) return new Error(`illustration "${value}": no scene "${name}" (one of ${SCENE_NAMES.join(', ')})`);
    const p = phase === undefined ? 0.5 : Number(phase);
    if (!(p >= 0 && p < 1)) return new Error(`illustration "${value}": the phase is a number from 0 to below 1`);
    return sceneSvg(name, p);
  }
  if (phase !== undefined) return new Error(`illustration "${value}": too many words (${usage})`);
  if (kind === 'diagram')
    return DIAGRAMS[name]?.() ?? new Error(`illustration "${value}": no diagram "${name}" (one of ${Object.keys(DIAGRAMS).join(', ')})`);
  if (kind === 'device')
    return DEVICES[name]?.() ?? new Error(`illustration "${value}": no device "${name}" (one of ${Object.keys(DEVICES).join(', ')})`);
  if (kind === 'file') {
    const file = path.join(customDir, path.basename(name ?? ''));
    if (!name?.endsWith('.svg') || !existsSync(file))
      return new Error(`illustration "${value}": put the drawing in remote-blog/media/illustrations/ as an .svg file`);
    return readFileSync(file, 'utf8');
  }
  return new Error(`illustration "${value}": ${usage}`);
}
