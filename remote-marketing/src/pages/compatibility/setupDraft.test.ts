import { setupFromQuery, setupToQuery } from '@mars/shared/demo-setup';
import { countProblem, draftsOf, FIRST_DRAFT, type SiteDraft, setupOf } from './setupDraft';

let n = 0;
const key = () => `k${++n}`;

describe('the form and its setup', () => {
  it('is no setup until a count is typed', () => {
    expect(setupOf(FIRST_DRAFT)).toBeNull();
  });

  it('leaves out counts that are not a number of cameras, and sites with none, keeping each site’s number', () => {
    const drafts: SiteDraft[] = [
      { key: 'a', name: 'Empty', groups: [{ key: 'a1', count: '', connection: 'onvif', codec: 'h264', resolution: '2mp' }] },
      {
        key: 'b',
        name: '  Warehouse ',
        groups: [
          { key: 'b1', count: '12', connection: 'rtsp', codec: 'h265', resolution: '8mp' },
          { key: 'b2', count: '2.5', connection: 'onvif', codec: 'h264', resolution: '2mp' },
          { key: 'b3', count: '1001', connection: 'onvif', codec: 'h264', resolution: '2mp' },
        ],
      },
    ];
    expect(setupOf(drafts)).toEqual({
      setup: { version: 1, sites: [{ name: 'Warehouse', cameras: [{ count: 12, connection: 'rtsp', codec: 'h265', resolution: '8mp' }] }] },
      numbers: [2],
    });
    expect(['', '1', '1000', ' 7 '].map(countProblem)).toEqual([false, false, false, false]);
    expect(['0', '-3', '2.5', '1001', 'ten', '1e3'].map(countProblem)).toEqual([true, true, true, true, true, true]);
  });

  it('a link’s setup becomes the form and the same setup again', () => {
    const query =
      'setup=1&site=Main+office&count=30&connection=onvif&codec=h264&resolution=2mp&count=4&connection=cloud&codec=unknown&resolution=unknown';
    const read = setupFromQuery(query);
    if (!read?.ok) throw new Error('unreadable');
    const again = setupOf(draftsOf(read.setup, key));
    expect(again?.setup && setupToQuery(again.setup)).toBe(query);
  });
});
