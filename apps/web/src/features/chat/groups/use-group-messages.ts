import { useCallback } from 'react';
import type { GroupMessage, GroupMessagesResponse } from '@rishta/domain';
import { api } from '@/lib/api';
import type { ChatLive, LiveEvent } from '../live/chat-live';
import { usePagedMessages } from '../live/use-paged-messages';

/** One group's messages (members only): pages, live frames, and the 3 s poll while the socket is down. */
export function useGroupMessages(live: ChatLive, groupName: string) {
  const base = `/friends/getAllMessages/${encodeURIComponent(groupName)}`;
  const fetchPage = useCallback(
    async (before?: number) => {
      const answer = await api<GroupMessagesResponse>(before ? `${base}?before=${before}` : base);
      for (const m of answer.messages) live.socket.noteSeen('group_after', m.message_id);
      return answer;
    },
    [base, live],
  );
  const fromEvent = useCallback(
    (event: LiveEvent): GroupMessage | null =>
      event.type === 'group_message' && event.message.group_name === groupName ? event.message : null,
    [groupName],
  );
  const removedBy = useCallback(
    (event: LiveEvent) =>
      event.type === 'message_removed' && event.kind === 'group' && event.group_name === groupName
        ? { id: event.message_id, by: event.removed_by }
        : null,
    [groupName],
  );
  return usePagedMessages({
    live,
    queryKey: ['chat', 'group', live.profileId, groupName],
    fetchPage,
    fromEvent,
    removedBy,
  });
}
