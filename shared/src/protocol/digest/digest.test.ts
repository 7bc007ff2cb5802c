/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { hex, sha256Base64, sha256Hex, sri384 } from './digest';

// FIPS 180-2's test vector ("abc"), and bytes that are not text.
const ABC_SHA256 = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
const ABC_SHA384 = 'sha384-ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn';
const BINARY = Uint8Array.from({ length: 300 }, (_, i) => (i * 37) % 256);

describe('the one digest helper (builds, edge and browser)', () => {
  it('gives the standard test vectors for text, as bytes or as a string', async () => {
    expect(await sha256Hex('abc')).toBe(ABC_SHA256);
    expect(await sha256Hex(new TextEncoder().encode('abc'))).toBe(ABC_SHA256);
    expect(await sri384('abc')).toBe(ABC_SHA384);
    expect(await sha256Base64('abc')).toBe(Buffer.from(ABC_SHA256, 'hex').toString('base64'));
  });

  it('agrees with Node’s own hashing on bytes that are not text, from a buffer or a view into one', async () => {
    const padded = new Uint8Array(310);
    padded.set(BINARY, 5);
    const inside = padded.subarray(5, 305);
    expect(await sha256Hex(BINARY.buffer)).toBe(createHash('sha256').update(BINARY).digest('hex'));
    expect(await sha256Hex(inside)).toBe(createHash('sha256').update(BINARY).digest('hex'));
    expect(await sri384(inside)).toBe(`sha384-${createHash('sha384').update(BINARY).digest('base64')}`);
    expect(hex(new Uint8Array([0, 15, 255]))).toBe('000fff');
  });
});
