import { countedSetup, emptyDraft } from '@mars/shared/demo-setup-draft';
import { THIRTY_FOUR, THIRTY_FOUR_QUERY } from '@mars/shared/test/demo-setup';
import { changeValue, draftFromAddress, withoutToolParams } from './addressDraft';

const read = (query: string) => draftFromAddress(new URLSearchParams(query));
const counts = (query: string) => read(query)?.draft.sites.map((s) => s.cameras.map((g) => g.count));
const ONE = 'count=12&connection=onvif&codec=h264&resolution=2mp';

describe('the form from the page’s address', () => {
  it('is a shared link’s setup, with the same keys on every read (the renderer’s HTML and the app’s first render)', () => {
    const first = read(THIRTY_FOUR_QUERY);
    expect(first?.problem).toBeNull();
    expect(countedSetup(first?.draft.sites ?? [])?.setup).toEqual(THIRTY_FOUR);
    expect(read(THIRTY_FOUR_QUERY)).toEqual(first);
    expect(read('')).toBeNull();
    expect(read('site=Lakeside&count=3')).toBeNull();
  });

  it('keeps each count as the form sent it: an empty or wrong one is the visitor’s to fix, the rest answered', () => {
    const query =
      'setup=1&site=Depot&count=&connection=onvif&codec=h264&resolution=2mp&count=ten&connection=rtsp&codec=h264&resolution=5mp&count=6&connection=nvr&codec=h265&resolution=8mp';
    expect(counts(query)).toEqual([['', 'ten', '6']]);
    expect(read(query)?.draft.sites[0]?.cameras[1]).toMatchObject({ connection: 'rtsp', resolution: '5mp' });
    expect(countedSetup(read(query)?.draft.sites ?? [])?.setup.sites).toEqual([
      { name: 'Depot', cameras: [{ count: 6, connection: 'nvr', codec: 'h265', resolution: '8mp' }] },
    ]);
  });

  it('refuses, with the reason and the empty form, what the contract refuses but the counts', () => {
    expect(read(`setup=2&${ONE}`)).toEqual({ draft: emptyDraft(), problem: 'version' });
    expect(read('setup=1&count=12&connection=wifi&codec=h264&resolution=2mp')).toEqual({ draft: emptyDraft(), problem: 'invalid' });
    expect(read(`setup=1${`&site=&${ONE}`.repeat(11)}`)).toEqual({ draft: emptyDraft(), problem: 'tooLarge' });
    expect(read('setup=1&site=Nothing')).toEqual({ draft: emptyDraft(), problem: 'invalid' });
  });

  it('makes the change an add or remove button sent without JavaScript, within the form’s limits', () => {
    const two = `setup=1&site=A&${ONE}&${ONE}&site=B&${ONE}`;
    const change = (c: Parameters<typeof changeValue>[0]) => `&change=${changeValue(c)}`;
    expect(counts(two + change({ add: 'group', site: 2 }))).toEqual([
      ['12', '12'],
      ['12', ''],
    ]);
    expect(counts(two + change({ add: 'site' }))).toEqual([['12', '12'], ['12'], ['']]);
    expect(counts(two + change({ remove: 'group', site: 1, group: 2 }))).toEqual([['12'], ['12']]);
    expect(read(two + change({ remove: 'site', site: 1 }))?.draft.sites.map((s) => s.name)).toEqual(['B']);
    // Never the last of a kind, never past a limit, never a site or type that is not there; an unknown change is none.
    expect(counts(two + change({ remove: 'group', site: 2, group: 1 }))).toEqual([['12', '12'], ['12']]);
    expect(counts(`setup=1&${ONE}${change({ remove: 'site', site: 1 })}`)).toEqual([['12']]);
    expect(counts(`setup=1&${ONE}${`&${ONE}`.repeat(7)}${change({ add: 'group', site: 1 })}`)?.[0]).toHaveLength(8);
    expect(counts(two + change({ add: 'group', site: 3 }))).toEqual([['12', '12'], ['12']]);
    for (const odd of ['add-type', 'add-site-2', 'remove-type-1', 'remove-type-1-2-3', 'delete-site-1', 'add-type-x'])
      expect(counts(`${two}&change=${odd}`)).toEqual([['12', '12'], ['12']]);
  });

  it('writes over the tool’s own parameters only', () => {
    expect(withoutToolParams(new URLSearchParams(`utm_source=mail&${THIRTY_FOUR_QUERY}&change=add-site`))).toBe('utm_source=mail');
  });
});
