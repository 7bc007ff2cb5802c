import { wakeWaitingSlots, wanted } from './hydrationGate';

/** A slot of the edge's HTML: a heading and a control. */
function slot() {
  const el = document.createElement('div');
  el.innerHTML = '<h1>Retail</h1><button type="button" data-app-control="">Next</button>';
  document.body.append(el);
  return el;
}
/** Whether it is wanted once everything under way has run: promises, and every timer (Jest's clock, not a wait). */
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await jest.runAllTimersAsync();
  return done;
};
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  // The slots still waiting stop listening on the window.
  wakeWaitingSlots();
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('a slot the edge sent as HTML', () => {
  it('is wanted when the visitor reaches into it, not elsewhere on the page', async () => {
    const el = slot();
    const other = slot();
    const gate = wanted(el, 'intent');
    other.querySelector('h1')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(await settled(gate)).toBe(false);
    el.querySelector('h1')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(await settled(gate)).toBe(true);
  });

  it('is wanted at once when a tap on one of its controls is already waiting: the tap that woke the app', async () => {
    const el = slot();
    el.querySelector('button')?.setAttribute('data-app-pending', '');
    expect(await settled(wanted(el, 'intent'))).toBe(true);
  });
});

describe('a slot of a route that asks for its code at once', () => {
  it('is wanted with no input from the visitor', async () => {
    const slot = document.createElement('div');
    document.body.append(slot);
    const intent = wanted(document.createElement('div'), 'intent');
    expect(await settled(wanted(slot, 'load'))).toBe(true);
    expect(await settled(intent)).toBe(false);
  });
});
