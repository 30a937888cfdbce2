import { describe, expect, it } from 'vitest';
import { batchedLookups, coalescedReads } from '../src/lib/coalesced-reads';

/** A read whose answers the test releases by hand, counting how many were sent. */
function manualSource<T>() {
  const sent: { resolve: (value: T) => void; reject: (error: Error) => void; args: unknown }[] = [];
  const read = (args?: unknown) =>
    new Promise<T>((resolve, reject) => {
      sent.push({ resolve, reject, args });
    });
  return { sent, read };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('coalesced reads (issue 15)', () => {
  it('never answers a caller with a read sent before it came, and shares the next one', async () => {
    const source = manualSource<number>();
    const version = coalescedReads(() => source.read());
    const first = version();
    expect(source.sent).toHaveLength(1);
    // Two callers come while the first read is on its way: no new read yet.
    const second = version();
    const third = version();
    expect(source.sent).toHaveLength(1);
    source.sent[0]!.resolve(1);
    expect(await first).toBe(1);
    await settle();
    // The read they share was sent after the first came back.
    expect(source.sent).toHaveLength(2);
    source.sent[1]!.resolve(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    // Nothing on its way: the next caller gets a read of its own at once.
    const fourth = version();
    expect(source.sent).toHaveLength(3);
    source.sent[2]!.resolve(3);
    expect(await fourth).toBe(3);
  });

  it('gives a failed read to those who shared it, and reads anew after', async () => {
    const source = manualSource<number>();
    const version = coalescedReads(() => source.read());
    const first = version();
    source.sent[0]!.reject(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    const again = version();
    expect(source.sent).toHaveLength(2);
    source.sent[1]!.resolve(7);
    expect(await again).toBe(7);
  });
});

describe('batched lookups (issue 15)', () => {
  it('looks up the keys asked for while a batch is on its way together, each getting its own', async () => {
    const source = manualSource<Map<string, string>>();
    const sessionOf = batchedLookups((keys: string[]) => source.read(keys));
    const a = sessionOf('a');
    expect(source.sent.map((s) => s.args)).toEqual([['a']]);
    const b = sessionOf('b');
    const c = sessionOf('c');
    const b2 = sessionOf('b');
    source.sent[0]!.resolve(new Map([['a', 'A']]));
    expect(await a).toBe('A');
    await settle();
    expect(source.sent[1]!.args).toEqual(['b', 'c']);
    source.sent[1]!.resolve(new Map([['b', 'B']]));
    expect(await b).toBe('B');
    expect(await b2).toBe('B');
    // A key the lookup did not find (an unknown or expired token) is undefined.
    expect(await c).toBeUndefined();
  });
});
