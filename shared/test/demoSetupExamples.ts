/**
 * The site, for the tests of every side of the demo setup contract (shared, marketing's tool,
 * the demo form and API, e2e): 34 cameras, 30 of them ONVIF and 4 cloud only — as the contract's object
 * and as the query the tool writes.
 */
import type { DemoSetup } from '../src/protocol/demoSetup/demoSetup.mjs';

export const THIRTY_FOUR: DemoSetup = {
  version: 1,
  sites: [
    {
      name: 'Lakeside Residency',
      cameras: [
        { count: 30, connection: 'onvif', codec: 'h264', resolution: '2mp' },
        { count: 4, connection: 'cloud', codec: 'unknown', resolution: 'unknown' },
      ],
    },
  ],
};

export const THIRTY_FOUR_QUERY =
  'setup=1&site=Lakeside+Residency&count=30&connection=onvif&codec=h264&resolution=2mp&count=4&connection=cloud&codec=unknown&resolution=unknown';
