import { readyToHydrate, wakeWaitingSlots, wanted } from './hydrationGate';

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

  it('is let go once it has left the page (a client-side navigation): the next event stops its listening, and nothing wakes it', async () => {
    const el = slot();
    const gate = wanted(el, 'intent');
    el.remove();
    const removed = jest.spyOn(window, 'removeEventListener');
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(removed.mock.calls.map(([type]) => type)).toEqual(
      expect.arrayContaining(['pointerover', 'pointerdown', 'touchstart', 'wheel', 'focusin', 'keydown', 'input']),
    );
    wakeWaitingSlots();
    expect(await settled(gate)).toBe(false);
  });

  it('is wanted at once when a tap on one of its controls is already waiting: the tap that woke the app', async () => {
    const el = slot();
    el.querySelector('button')?.setAttribute('data-app-pending', '');
    expect(await settled(wanted(el, 'intent'))).toBe(true);
  });
});

describe('a slot whose module failed to load', () => {
  it('stops waiting for a retry once it has left the page, and tries no more', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const el = slot();
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    void readyToHydrate(el, 'load', { id: 'marketing/IndustryPage', load, forget: () => {} });
    await jest.runAllTimersAsync();
    expect(el).toHaveAttribute('data-remote-failed', 'marketing');
    el.remove();
    const removed = jest.spyOn(window, 'removeEventListener');
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await jest.runAllTimersAsync();
    expect(removed.mock.calls.map(([type]) => type)).toEqual(expect.arrayContaining(['pointerdown', 'focusin', 'keydown']));
    expect(load).toHaveBeenCalledTimes(1);
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
