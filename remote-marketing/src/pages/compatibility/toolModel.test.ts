import { THIRTY_FOUR_QUERY } from '@mars/shared/test/demo-setup';
import { draftFromAddress } from './addressDraft';
import { initialTool, type ToolAction, toolReducer } from './toolModel';

const fromLink = (query: string) => {
  const read = draftFromAddress(new URLSearchParams(query));
  if (!read) throw new Error(`no setup in ${query}`);
  return read;
};
const run = (...actions: ToolAction[]) => actions.reduce(toolReducer, initialTool(null));

describe('the tool’s model', () => {
  it('starts from the address the page’s HTML shows, with its problem, or empty; unchanged either way', () => {
    expect(initialTool(fromLink(THIRTY_FOUR_QUERY))).toMatchObject({ linkProblem: null, changed: false });
    expect(initialTool(fromLink('setup=2&count=3'))).toMatchObject({ linkProblem: 'version', changed: false });
    expect(initialTool(null).draft.sites).toHaveLength(1);
  });

  it('marks the visitor’s own changes (they go into the address) and clears a link’s problem; a change that changes nothing is none', () => {
    const broken = toolReducer(initialTool(null), { type: 'address', read: fromLink('setup=2&count=3') });
    expect(broken).toMatchObject({ linkProblem: 'version', changed: false });
    const site = broken.draft.sites[0]?.key ?? '';
    const added = toolReducer(broken, { type: 'add-group', site });
    expect(added).toMatchObject({ linkProblem: null, changed: true });
    expect(toolReducer(broken, { type: 'remove-site', site })).toBe(broken);
    expect(toolReducer(broken, { type: 'adopt', fields: [] })).toBe(broken);
  });

  it('takes in a setup an address brings, unless it is the one it shows; a broken one leaves the form as it is', () => {
    const link = fromLink(THIRTY_FOUR_QUERY);
    const taken = run({ type: 'address', read: link });
    expect(taken.draft).toBe(link.draft);
    expect(toolReducer(taken, { type: 'address', read: fromLink(THIRTY_FOUR_QUERY) })).toBe(taken);
    const refused = toolReducer(taken, { type: 'address', read: fromLink(`${THIRTY_FOUR_QUERY}&site=${'x'.repeat(61)}&count=1`) });
    expect(refused.draft).toBe(taken.draft);
    expect(refused.linkProblem).toBe('tooLarge');
    expect(refused.changed).toBe(false);
  });
});
