import fc from 'fast-check';
import { anySetup } from '../../../test/demoSetupArbitrary';
import { THIRTY_FOUR_QUERY } from '../../../test/demoSetupExamples';
import { setupFromQuery, setupToQuery } from './demoSetup.mjs';
import {
  countedSetup,
  draftFromQuery,
  draftOfSetup,
  emptyDraft,
  type SiteDraft,
  setupFields,
  setupOfDraft,
  typedCountProblem,
} from './setupDraft';

const group = (key: string, count: string) => ({ key, count, connection: 'onvif', codec: 'h264', resolution: '2mp' }) as const;
const ONE = 'connection=onvif&codec=h264&resolution=2mp';

describe('a setup as a form holds it', () => {
  it('is the same setup again, for any setup the contract allows: through a draft, and through a link a form sent', () => {
    fc.assert(
      fc.property(anySetup, (setup) => {
        expect(setupOfDraft(draftOfSetup(setup).sites)).toEqual({ ok: true, setup });
        expect(countedSetup(draftOfSetup(setup).sites)?.setup).toEqual(setup);
        const sent = draftFromQuery(new URLSearchParams(setupToQuery(setup)));
        expect(sent?.ok && setupOfDraft(sent.draft.sites)).toEqual({ ok: true, setup });
      }),
    );
  });

  it('counts by one rule, the query reader’s: what a form takes as a count, a link takes too', () => {
    expect(['1', '1000', ' 7 ', '007', ''].map(typedCountProblem)).toEqual([null, null, null, null, null]);
    expect(['0', '-3', '2.5', '1e3', 'ten', '+4'].map(typedCountProblem)).toEqual(Array(6).fill('invalid'));
    expect(typedCountProblem('1001')).toBe('tooLarge');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^ ?[0-9]{1,5} ?$/)), (count) => {
        fc.pre(count.trim() !== '');
        const read = setupFromQuery(new URLSearchParams([['setup', '1'], ['count', count], ...new URLSearchParams(ONE)]));
        expect(read?.ok ? null : read?.problem).toBe(typedCountProblem(count));
      }),
    );
  });

  it('checked whole, says which count is wrong and why, as the contract does', () => {
    const sites: SiteDraft[] = [{ key: 'a', name: 'Depot', cameras: [group('b', '4'), group('c', 'forty')] }];
    expect(setupOfDraft(sites)).toEqual({ ok: false, problem: 'invalid', at: 'sites[0].cameras[1].count' });
    expect(setupOfDraft([{ key: 'a', name: '', cameras: [group('b', '1001')] }])).toMatchObject({ problem: 'tooLarge' });
  });

  it('amounts, as it is typed, to the types with a count, at the sites with any, each site keeping its number', () => {
    expect(countedSetup(emptyDraft().sites)).toBeNull();
    const sites: SiteDraft[] = [
      { key: 'a', name: 'Empty', cameras: [group('a1', '')] },
      { key: 'b', name: '  Warehouse ', cameras: [group('b1', '12'), group('b2', '2.5'), group('b3', '1001')] },
    ];
    expect(countedSetup(sites)).toEqual({
      setup: {
        version: 1,
        sites: [{ name: 'Warehouse', cameras: [{ count: 12, connection: 'onvif', codec: 'h264', resolution: '2mp' }] }],
      },
      numbers: [2],
    });
  });

  it('from a query a form sent: each count as typed, the rest as the contract reads it, the same keys on every read', () => {
    const typed = THIRTY_FOUR_QUERY.replace('count=30', 'count=thirty');
    const read = draftFromQuery(new URLSearchParams(typed));
    expect(read?.ok && read.draft.sites[0]?.cameras.map((g) => g.count)).toEqual(['thirty', '4']);
    expect(draftFromQuery(new URLSearchParams(typed))).toEqual(read);
    expect(draftFromQuery(new URLSearchParams(`setup=2&count=3&${ONE}`))).toEqual({ ok: false, problem: 'version' });
    expect(draftFromQuery(new URLSearchParams('setup=1&count=3&connection=wifi&codec=h264&resolution=2mp'))).toEqual({
      ok: false,
      problem: 'invalid',
    });
    expect(draftFromQuery(new URLSearchParams('utm_source=mail'))).toBeNull();
  });

  it('reads what a form’s fields show, in their order, and nothing else of the form', () => {
    const form = document.createElement('form');
    form.innerHTML = `<input name="setup" type="hidden" value="1"><input name="site" value="Depot">
      <input name="firstName" value="Ana"><input name="count" value="3"><select name="codec"><option value="h265" selected></select>`;
    expect(setupFields(form)).toEqual([
      ['site', 'Depot'],
      ['count', '3'],
      ['codec', 'h265'],
    ]);
    expect(setupFields(null)).toEqual([]);
  });
});
