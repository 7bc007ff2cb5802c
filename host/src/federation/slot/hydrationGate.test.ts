import { reachesForCode, wanted } from './hydrationGate';

/** A slot of the edge's HTML: an article's text and link, a form, a control, and a control its behaviour script runs. */
function slot() {
  const el = document.createElement('div');
  el.innerHTML =
    '<h1>Retail</h1><a href="/x">Read on</a><form data-app-intent=""><input name="q"></form>' +
    '<button type="button" data-app-control="">Next</button>' +
    '<section data-behaviour-live=""><button type="button" data-app-control="">Pause video</button></section>';
  document.body.append(el);
  return el;
}
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((r) => setTimeout(r, 0));
  return done;
};
afterEach(() => {
  document.body.innerHTML = '';
});

describe('a slot the edge sent as HTML is wanted', () => {
  it('when the visitor reaches for a control or a form in it, not while they read or follow a link', async () => {
    const el = slot();
    const gate = wanted(el);
    for (const target of [el.querySelector('h1'), el.querySelector('a')])
      target?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    el.querySelector('a')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(await settled(gate)).toBe(false);
    el.querySelector('input')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(await settled(gate)).toBe(true);
  });

  it('not for a control its behaviour script runs (the hero’s player)', async () => {
    const el = slot();
    const gate = wanted(el);
    el.querySelector('section button')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(gate)).toBe(false);
    el.querySelector('button')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(gate)).toBe(true);
  });

  it('at once when a tap on one of its controls is already waiting (held before the app started)', async () => {
    const el = slot();
    el.querySelector('button')?.setAttribute('data-app-pending', '');
    expect(await settled(wanted(el))).toBe(true);
  });

  it('not by a reach into another part of the page', async () => {
    const el = slot();
    const other = slot();
    const gate = wanted(el);
    other.querySelector('input')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(await settled(gate)).toBe(false);
    expect(reachesForCode(el, other.querySelector('input'))).toBe(false);
  });
});
