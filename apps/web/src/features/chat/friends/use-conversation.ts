import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ConversationResponse, FriendMessage } from '@rishta/domain';
import { api } from '@/lib/api';
import type { ChatLive, LiveEvent } from '../live/chat-live';
import { friendsKey } from '../live/use-friends';
import { usePagedMessages } from '../live/use-paged-messages';

/** A direct message removed by a moderator (issue 32); ids are unique across conversations. */
const removedFromDirect = (event: LiveEvent) =>
  event.type === 'message_removed' && event.kind === 'direct'
    ? { id: event.message_id, by: event.removed_by }
    : null;

/**
 * One conversation (newest page, older pages, live frames, the 3 s poll while the socket is
 * down), marked read while it is open and the page is visible.
 */
export function useConversation(live: ChatLive, friendId: number) {
  const me = live.profileId;
  const queryClient = useQueryClient();
  const fetchPage = useCallback(
    (before?: number) =>
      api<ConversationResponse>(
        `/friends/get-messages?sender_id=${me}&receiver_id=${friendId}${before ? `&before=${before}` : ''}`,
      ),
    [me, friendId],
  );
  const fromEvent = useCallback(
    (event: LiveEvent): FriendMessage | null => {
      if (event.type !== 'message') return null;
      const m = event.message;
      const between =
        (m.sender_id === me && m.receiver_id === friendId) ||
        (m.sender_id === friendId && m.receiver_id === me);
      return between ? m : null;
    },
    [me, friendId],
  );
  const history = usePagedMessages({
    live,
    queryKey: ['chat', 'conversation', me, friendId],
    fetchPage,
    fromEvent,
    removedBy: removedFromDirect,
  });

  // Read receipts: the friend's messages are read once they are on a visible screen.
  const visible = usePageVisible();
  let lastUnread: number | undefined;
  for (const m of history.messages)
    if (m.sender_id === friendId && m.status !== 'read') lastUnread = m.message_id;
  const marked = useRef(0);
  const { patch } = history;
  useEffect(() => {
    if (!visible || !lastUnread || lastUnread <= marked.current) return;
    marked.current = lastUnread;
    api('/friends/mark-read/', {
      method: 'POST',
      json: { sender_id: me, receiver_id: friendId, up_to: lastUnread },
    })
      .then(() => {
        patch((list) =>
          list.map((m) =>
            m.sender_id === friendId && m.message_id <= lastUnread ? { ...m, status: 'read' as const } : m,
          ),
        );
        void queryClient.invalidateQueries({ queryKey: friendsKey(me) });
      })
      .catch(() => {
        marked.current = 0;
      });
  }, [visible, lastUnread, me, friendId, patch, queryClient]);

  return history;
}

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}
