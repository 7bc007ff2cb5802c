/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { THIRTY_FOUR } from '../../../test/demoSetupExamples';
import { SETUP_LIMITS } from './demoSetup.mjs';
import { type DraftAction, draftReducer } from './draftReducer';
import { draftOfSetup, emptyDraft, type GroupDraft, type SetupDraft } from './setupDraft';

const run = (draft: SetupDraft, ...actions: DraftAction[]) => actions.reduce(draftReducer, draft);
const counts = (draft: SetupDraft) => draft.sites.map((s) => s.cameras.map((g) => g.count));
/** The site (30 ONVIF cameras, 4 cloud only) and a second one. */
const TWO_SITES = draftOfSetup({
  ...THIRTY_FOUR,
  sites: [...THIRTY_FOUR.sites, { name: 'B', cameras: [{ count: 3, connection: 'nvr', codec: 'mjpeg', resolution: '8mp' }] }],
});
const [A, B] = TWO_SITES.sites as [SetupDraft['sites'][number], SetupDraft['sites'][number]];

describe('a setup form’s model', () => {
  it('adds a camera type or a site, empty, and puts the focus on its first field', () => {
    const added = run(TWO_SITES, { type: 'add-group', site: B.key });
    expect(counts(added)).toEqual([
      ['30', '4'],
      ['3', ''],
    ]);
    expect(added.focus).toEqual({ site: B.key, group: added.sites[1]?.cameras[1]?.key });
    const site = run(TWO_SITES, { type: 'add-site' });
    expect(counts(site)).toEqual([['30', '4'], ['3'], ['']]);
    expect(site.focus).toEqual({ site: site.sites[2]?.key });
  });

  it('removes one, putting the focus on the one before it (after it, for the first); never the last of a kind', () => {
    const [first, second] = A.cameras as [GroupDraft, GroupDraft];
    expect(run(TWO_SITES, { type: 'remove-group', site: A.key, group: second.key }).focus).toEqual({ site: A.key, group: first.key });
    expect(run(TWO_SITES, { type: 'remove-group', site: A.key, group: first.key }).focus).toEqual({ site: A.key, group: second.key });
    expect(run(TWO_SITES, { type: 'remove-site', site: A.key }).focus).toEqual({ site: B.key });
    const one = run(TWO_SITES, { type: 'remove-site', site: B.key });
    expect(counts(one)).toEqual([['30', '4']]);
    expect(run(one, { type: 'remove-site', site: A.key })).toBe(one);
    expect(run(TWO_SITES, { type: 'remove-group', site: B.key, group: B.cameras[0]?.key ?? '' })).toBe(TWO_SITES);
  });

  it('edits a field as typed, a choice only to one of the contract’s values; an edit moves no focus', () => {
    const added = run(TWO_SITES, { type: 'add-site' });
    const edited = run(
      added,
      { type: 'edit-site', site: A.key, name: 'Depot ' },
      { type: 'edit-group', site: B.key, group: B.cameras[0]?.key ?? '', field: 'count', value: 'twelve' },
      { type: 'edit-group', site: B.key, group: B.cameras[0]?.key ?? '', field: 'codec', value: 'h265' },
    );
    expect(edited.sites[0]?.name).toBe('Depot ');
    expect(edited.sites[1]?.cameras[0]).toMatchObject({ count: 'twelve', codec: 'h265' });
    expect(edited.focus).toBeNull();
    const wifi = { type: 'edit-group', site: B.key, group: B.cameras[0]?.key ?? '', field: 'connection', value: 'wifi' } as const;
    expect(run(TWO_SITES, wifi)).toBe(TWO_SITES);
    expect(run(TWO_SITES, { type: 'edit-site', site: 'nowhere', name: 'X' })).toBe(TWO_SITES);
  });

  it('adopts what its fields show where they show the same form, and nothing else', () => {
    const fields: [string, string][] = [
      ['site', 'A, block B'],
      ['count', '7'],
      ['connection', 'cloud'],
      ['codec', 'h264'],
      ['resolution', '2mp'],
      ['count', '4'],
      ['connection', 'wifi'],
      ['site', 'B'],
      ['count', '3'],
    ];
    const adopted = run(TWO_SITES, { type: 'adopt', fields });
    expect(adopted.sites[0]).toMatchObject({ key: A.key, name: 'A, block B' });
    expect(adopted.sites[0]?.cameras.map((g) => [g.count, g.connection])).toEqual([
      ['7', 'cloud'],
      ['4', 'cloud'],
    ]);
    expect(adopted.sites[1]).toEqual(B);
    expect(run(TWO_SITES, { type: 'adopt', fields: fields.slice(0, 7) })).toBe(TWO_SITES);
    expect(run(TWO_SITES, { type: 'adopt', fields: [] })).toBe(TWO_SITES);
    const shown: [string, string][] = TWO_SITES.sites.flatMap((s) => [
      ['site', s.name] as [string, string],
      ...s.cameras.flatMap((g): [string, string][] => [
        ['count', g.count],
        ['connection', g.connection],
      ]),
    ]);
    expect(run(TWO_SITES, { type: 'adopt', fields: shown })).toBe(TWO_SITES);
  });

  it('replaces the whole of it with a draft an address brings', () => {
    expect(run(TWO_SITES, { type: 'replace', draft: emptyDraft() })).toEqual(emptyDraft());
  });

  it('whatever the visitor does: within the limits, keys never given twice, the focus on a field that is there', () => {
    const step = fc.record({
      type: fc.constantFrom('add-site', 'remove-site', 'add-group', 'remove-group'),
      site: fc.nat(),
      group: fc.nat(),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 80 }), (steps) => {
        let draft = emptyDraft();
        const given = new Set(draft.sites.flatMap((s) => [s.key, ...s.cameras.map((g) => g.key)]));
        for (const { type, site: i, group: j } of steps) {
          const site = draft.sites[i % draft.sites.length];
          const group = site?.cameras[j % site.cameras.length];
          const action = { type, site: site?.key ?? '', group: group?.key ?? '' } as DraftAction;
          const next = draftReducer(draft, action);
          for (const key of next.sites.flatMap((s) => [s.key, ...s.cameras.map((g) => g.key)]))
            if (!draft.sites.some((s) => s.key === key || s.cameras.some((g) => g.key === key))) {
              expect(given.has(key)).toBe(false);
              given.add(key);
            }
          draft = next;
          expect(draft.sites.length).toBeGreaterThanOrEqual(1);
          expect(draft.sites.length).toBeLessThanOrEqual(SETUP_LIMITS.sites);
          for (const s of draft.sites) expect(s.cameras.length).toBeGreaterThanOrEqual(1);
          for (const s of draft.sites) expect(s.cameras.length).toBeLessThanOrEqual(SETUP_LIMITS.groupsPerSite);
          const focused = draft.focus && draft.sites.find((s) => s.key === draft.focus?.site);
          if (draft.focus) expect(draft.focus.group ? focused?.cameras.some((g) => g.key === draft.focus?.group) : focused).toBeTruthy();
        }
      }),
    );
  });
});
