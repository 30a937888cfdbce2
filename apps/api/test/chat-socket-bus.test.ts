// The pieces of live chat's fan-out that need no server: which transport a configuration picks,
// and cutting an event too big for one PostgreSQL NOTIFY into parts and back (issue 14).
import { describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import { chatBusKind } from '../src/services/chat-bus/select-bus';
import {
  NOTIFY_MAX_BYTES,
  PayloadAssembler,
  splitUtf8,
  toPayloads,
} from '../src/services/chat-bus/notify-chunks';

describe('chatBusKind', () => {
  const pgUrl = 'postgres://postgres@127.0.0.1:5432/x';
  const redisUrl = 'redis://127.0.0.1:6379';

  it('is memory with nothing configured, postgres with a server, redis with Redis', () => {
    expect(chatBusKind(testConfig())).toBe('memory');
    expect(chatBusKind(testConfig({ DATABASE_URL: pgUrl }))).toBe('postgres');
    expect(chatBusKind(testConfig({ DATABASE_URL: pgUrl, REDIS_URL: redisUrl }))).toBe('redis');
  });

  it('follows CHAT_BUS, and refuses a transport without its URL', () => {
    expect(chatBusKind(testConfig({ DATABASE_URL: pgUrl, REDIS_URL: redisUrl, CHAT_BUS: 'postgres' }))).toBe(
      'postgres',
    );
    expect(chatBusKind(testConfig({ REDIS_URL: redisUrl, CHAT_BUS: 'memory' }))).toBe('memory');
    expect(() => testConfig({ CHAT_BUS: 'postgres' })).toThrow(/CHAT_BUS: postgres needs DATABASE_URL/);
    expect(() => testConfig({ CHAT_BUS: 'redis' })).toThrow(/CHAT_BUS: redis needs REDIS_URL/);
  });
});

describe('NOTIFY parts', () => {
  it('sends a small event whole', () => {
    const json = JSON.stringify({ kind: 'deliver', to: [1], frame: { type: 'pong' } });
    expect(toPayloads(json)).toEqual([json]);
  });

  it('cuts a big event into parts under the limit, never inside a character, and joins them again', () => {
    const json = JSON.stringify({ text: `${'ن'.repeat(5000)}🌙${'a'.repeat(3)}${'🌙'.repeat(3000)}` });
    const payloads = toPayloads(json);
    expect(payloads.length).toBeGreaterThan(2);
    for (const payload of payloads) {
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(NOTIFY_MAX_BYTES);
      expect(payload).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
    }
    const assembler = new PayloadAssembler();
    // Parts of one event may come in any order; only the last one completes it.
    const shuffled = [...payloads].reverse();
    const results = shuffled.map((p) => assembler.add(p));
    expect(results.slice(0, -1).every((r) => r === null)).toBe(true);
    expect(results.at(-1)).toBe(json);
  });

  it('splits by bytes', () => {
    expect(splitUtf8('abcdef', 4)).toEqual(['abcd', 'ef']);
    expect(splitUtf8('ééé', 4)).toEqual(['éé', 'é']);
    expect(splitUtf8('🌙🌙', 5)).toEqual(['🌙', '🌙']);
    expect(splitUtf8('', 4)).toEqual(['']);
  });

  it('forgets the parts of an event cut short after a minute', () => {
    let now = 0;
    const assembler = new PayloadAssembler(() => now);
    const [first, second] = toPayloads(JSON.stringify({ text: 'x'.repeat(10_000) }));
    expect(assembler.add(first!)).toBeNull();
    now = 61_000;
    assembler.add(toPayloads(JSON.stringify({ text: 'y'.repeat(10_000) }))[0]!);
    // The first event's rest arrives too late: its first part was forgotten.
    expect(assembler.add(second!)).toBeNull();
  });
});
