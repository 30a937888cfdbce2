import { describe, expect, it } from 'vitest';
import type { FriendMessage } from '@rishta/domain';
import { applyStatus, mergeMessages } from './messages';

const m = (
  id: number,
  status: FriendMessage['status'] = 'sent',
  clientId: string | null = null,
): FriendMessage => ({
  message_id: id,
  client_id: clientId,
  sender_id: 1,
  receiver_id: 2,
  text: `m${id}`,
  timestamp: '2025-01-01T10:00:00Z',
  status,
  removed_by: null,
});

describe('mergeMessages', () => {
  it('keeps one of each message, in the server order', () => {
    const merged = mergeMessages([m(3), m(1)], [m(2), m(3), m(1)]);
    expect(merged.map((x) => x.message_id)).toEqual([1, 2, 3]);
  });

  it('never moves a status back (an old page after a live read receipt)', () => {
    expect(mergeMessages([m(1, 'read')], [m(1, 'sent')])[0]!.status).toBe('read');
    expect(mergeMessages([m(1, 'sent')], [m(1, 'received')])[0]!.status).toBe('received');
  });
});

describe('applyStatus', () => {
  it('moves the named messages forward only', () => {
    const list = [m(1, 'read'), m(2, 'sent'), m(3, 'sent')];
    const next = applyStatus(list, [1, 2], 'received');
    expect(next.map((x) => x.status)).toEqual(['read', 'received', 'sent']);
    expect(applyStatus(list, [1], 'sent')).toBe(list);
  });
});
