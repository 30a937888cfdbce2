import { useCallback } from 'react';
import type { FriendMessage, GroupMessage } from '@rishta/domain';
import { ApiError } from '@/lib/api';
import { isTransient, postItem, type ChatLive } from './chat-live';
import type { OutboxTarget } from './outbox';

export type SendResult = { sent: true } | { sent: false; error: unknown };

/**
 * Sends one message with its own client_id. Refused by the server (blocked, too fast, not a
 * friend): the caller keeps the text in the box. No connection (or a server in trouble): the
 * message is queued with the same client_id, shown as pending, and sent on reconnect.
 */
export function useSend(live: ChatLive, target: OutboxTarget) {
  const key = target.kind === 'friend' ? target.receiverId : target.groupName;
  return useCallback(
    async (text: string, options: { confirmedContact?: boolean } = {}): Promise<SendResult> => {
      const item = {
        clientId: crypto.randomUUID(),
        target,
        text,
        createdAt: new Date().toISOString(),
        ...(options.confirmedContact ? { confirmedContact: true } : {}),
      };
      if (!navigator.onLine) {
        live.outbox.add(item);
        return { sent: true };
      }
      try {
        const message = await postItem(live.profileId, { ...item, state: 'pending' });
        live.announce(
          target.kind === 'friend'
            ? { type: 'message', message: message as FriendMessage }
            : { type: 'group_message', message: message as GroupMessage },
        );
        return { sent: true };
      } catch (error) {
        const tooFast = error instanceof ApiError && error.status === 429;
        if (!tooFast && isTransient(error)) {
          live.outbox.add(item);
          return { sent: true };
        }
        return { sent: false, error };
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` identifies the target
    [live, key],
  );
}
