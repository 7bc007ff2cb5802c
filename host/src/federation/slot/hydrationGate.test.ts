import { wanted } from './hydrationGate';

/** A slot of the edge's HTML holding a playing clip of `duration` seconds. */
function slotWithClip(duration: number) {
  const slot = document.createElement('div');
  const video = document.createElement('video');
  Object.defineProperty(video, 'duration', { configurable: true, value: duration });
  slot.append(video);
  document.body.append(slot);
  const at = (seconds: number) => {
    Object.defineProperty(video, 'currentTime', { configurable: true, value: seconds });
    video.dispatchEvent(new Event('timeupdate'));
  };
  return { slot, at };
}
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('an engaged slot', () => {
  it('is wanted when a clip in it nears its end, with no input from the visitor', async () => {
    const { slot, at } = slotWithClip(8);
    const gate = wanted(slot, 'engaged');
    at(1);
    expect(await settled(gate)).toBe(false);
    at(5.5);
    expect(await settled(gate)).toBe(true);
  });

  it('is not woken by a clip elsewhere on the page', async () => {
    const { slot } = slotWithClip(8);
    const other = slotWithClip(8);
    const gate = wanted(slot, 'engaged');
    other.at(7.9);
    expect(await settled(gate)).toBe(false);
  });

  it('is wanted at the visitor’s first move', async () => {
    const { slot } = slotWithClip(8);
    const gate = wanted(slot, 'engaged');
    window.dispatchEvent(new Event('pointermove'));
    expect(await settled(gate)).toBe(true);
  });
});
