import { useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_POLL_MS, type FriendsResponse } from '@rishta/domain';
import { api } from '@/lib/api';
import { useConnectionState, useLiveEvents, type ChatLive } from './chat-live';

export const friendsKey = (profileId: number) => ['chat', 'friends', profileId] as const;

/**
 * The friend list and the unread total (GET /api/friends/friends), kept live: a message, a tick or
 * a block refreshes it, and while the socket is down it is polled every 3 s (SPEC.md §9).
 */
export function useFriends(live: ChatLive | null) {
  const queryClient = useQueryClient();
  const state = useConnectionState(live);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const query = useQuery({
    queryKey: friendsKey(live?.profileId ?? 0),
    queryFn: async () => {
      const answer = await api<FriendsResponse>(`/friends/friends?sender_id=${live!.profileId}`);
      // The newest message known lets a first connection catch up from there.
      const newest = Math.max(0, ...answer.friends.map((f) => f.last_message?.message_id ?? 0));
      if (newest && live!.socket.seen().after === undefined) live!.socket.noteSeen('after', newest);
      return answer;
    },
    enabled: !!live,
    refetchInterval: live && state === 'down' ? CHAT_POLL_MS : false,
    staleTime: 30_000,
  });
  useLiveEvents(live, (event) => {
    const changes =
      event.type === 'message' ||
      event.type === 'block' ||
      event.type === 'status' ||
      (event.type === 'state' && event.state === 'open');
    if (!changes || !live) return;
    // A burst of frames (catch-up after a reconnect) asks once.
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: friendsKey(live.profileId) }),
      250,
    );
  });
  return query;
}
