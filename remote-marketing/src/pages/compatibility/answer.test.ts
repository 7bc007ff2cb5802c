/**
 * The answer for a setup follows the facts: each camera's verdict from CAMERA_SUPPORT, each site's
 * devices from the product facts, for the cameras that will or may work.
 */

import { CAMERA_SUPPORT } from '@mars/shared/camera-support';
import type { CameraGroup } from '@mars/shared/demo-setup';
import { PRODUCT_FACTS } from '@mars/shared/products';
import { THIRTY_FOUR } from '@mars/shared/test/demo-setup';
import { anySetup } from '@mars/shared/test/demo-setup-arbitrary';
import fc from 'fast-check';
import { answerFor, verdictOf } from './answer';
import { sizeSite } from './sizing';

describe('the answer', () => {
  it('34 cameras, 30 of them ONVIF and 4 cloud only: the 4 will not work, and the devices hold the 30', () => {
    const answer = answerFor(THIRTY_FOUR);
    const [site] = answer.sites;
    expect(site?.cameras).toBe(34);
    expect(site?.counts).toEqual({ works: 30, 'through-nvr': 0, 'to-check': 0, 'wont-work': 4 });
    expect(site?.groups.map((g) => g.verdict)).toEqual(['works', 'wont-work']);
    expect(site?.sized).toBe(30);
    expect(site?.sizing).toEqual({
      devices: [
        { product: 'mars-tower', count: 1 },
        { product: 'mars-hub', count: 1 },
      ],
      places: 30,
      spare: 0,
    });
  });

  it('one verdict per rule: no local stream, not known or to confirm, through the recorder, read', () => {
    const v = (connection: CameraGroup['connection'], codec: CameraGroup['codec']) =>
      verdictOf({ count: 1, connection, codec, resolution: '2mp' });
    expect(v('cloud', 'h264')).toBe('wont-work');
    expect(v('cloud', 'unknown')).toBe('wont-work');
    expect(v('unknown', 'h264')).toBe('to-check');
    expect(v('onvif', 'unknown')).toBe('to-check');
    expect(v('rtsp', 'mjpeg')).toBe('to-check');
    expect(v('nvr', 'h265')).toBe('through-nvr');
    expect(v('rtsp', 'h265')).toBe('works');
  });

  it('follows the facts: a codec confirmed there works everywhere at once', () => {
    const confirmed = { ...CAMERA_SUPPORT, codec: { ...CAMERA_SUPPORT.codec, mjpeg: 'read' as const } };
    expect(verdictOf({ count: 1, connection: 'onvif', codec: 'mjpeg', resolution: '8mp' }, confirmed)).toBe('works');
  });

  it('each site gets its own devices for its cameras that will or may work; the totals add up', () => {
    fc.assert(
      fc.property(anySetup, (s) => {
        const answer = answerFor(s);
        for (const site of answer.sites) {
          expect(site.sized).toBe(site.cameras - site.counts['wont-work']);
          expect(site.sizing).toEqual(sizeSite(site.sized, PRODUCT_FACTS));
          expect(site.sizing.places).toBeGreaterThanOrEqual(site.sized);
        }
        const total = (p: string) =>
          answer.sites.reduce((n, site) => n + (site.sizing.devices.find((d) => d.product === p)?.count ?? 0), 0);
        for (const d of answer.devices) expect(d.count).toBe(total(d.product));
        expect(Object.values(answer.counts).reduce((a, b) => a + b, 0)).toBe(answer.cameras);
      }),
      { numRuns: 200 },
    );
  });
});
