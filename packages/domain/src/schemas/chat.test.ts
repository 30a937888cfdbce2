import { describe, expect, it } from 'vitest';
import { chatMessageSchema } from './chat';

describe('chatMessageSchema', () => {
  it('refuses empty and whitespace-only messages', () => {
    for (const text of ['', '   ', '\n\t']) expect(chatMessageSchema.safeParse(text).success).toBe(false);
  });

  it('sends the trimmed text', () => {
    expect(chatMessageSchema.parse('  Assalamu alaikum ')).toBe('Assalamu alaikum');
  });
});
