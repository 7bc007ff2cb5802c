import { draftOfSetup } from '@mars/shared/demo-setup-draft';
import { THIRTY_FOUR, THIRTY_FOUR_QUERY } from '@mars/shared/test/demo-setup';
import { attachedFrom, attachedReducer, checkedSetup } from './draft';

const query = (q: string) => new URLSearchParams(q);

describe('the attached setup', () => {
  it('is a link’s setup when this form can read it, else none — but a refused post’s, as it was typed', () => {
    expect(attachedFrom(query(THIRTY_FOUR_QUERY))).toEqual(draftOfSetup(THIRTY_FOUR));
    const typed = THIRTY_FOUR_QUERY.replace('count=30', 'count=thirty');
    expect(attachedFrom(query(typed))).toBeNull();
    expect(attachedFrom(query(`demo=error&e.setup=invalid&${typed}`))?.sites[0]?.cameras.map((g) => g.count)).toEqual(['thirty', '4']);
    expect(attachedFrom(query(`demo=error&e.setup=invalid&${THIRTY_FOUR_QUERY.replace('setup=1', 'setup=2')}`))).toBeNull();
    expect(attachedFrom(query('demo=error&e.firstName=required'))).toBeNull();
  });

  it('is edited by the contract’s model, taken off whole, and put back by an address', () => {
    const draft = draftOfSetup(THIRTY_FOUR);
    const site = draft.sites[0]?.key ?? '';
    expect(attachedReducer(draft, { type: 'edit-site', site, name: 'Block B' })?.sites[0]?.name).toBe('Block B');
    expect(attachedReducer(draft, { type: 'remove' })).toBeNull();
    expect(attachedReducer(null, { type: 'edit-site', site, name: 'Block B' })).toBeNull();
    expect(attachedReducer(null, { type: 'replace', draft })).toBe(draft);
  });

  it('is sent as the contract’s setup, or refused at its field with the form’s words', () => {
    expect(checkedSetup(draftOfSetup(THIRTY_FOUR))).toEqual({ ok: true, setup: THIRTY_FOUR });
    const typed = attachedFrom(query(`e.setup=invalid&${THIRTY_FOUR_QUERY.replace('count=4', 'count=4000')}`));
    expect(typed && checkedSetup(typed)).toEqual({
      ok: false,
      issue: { code: 'tooLong', message: expect.stringContaining('The camera setup is too large') },
      at: 'sites[0].cameras[1].count',
    });
  });
});
