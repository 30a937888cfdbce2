import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Friend } from '@rishta/domain';
import { api } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { useChatMessage } from '../chat-i18n';
import { NoticeDialog } from '../components/notice-dialog';
import { friendsKey } from '../live/use-friends';

/**
 * Blocking and unblocking a friend, the same from the conversation and from the friend list
 * (issue 32): the spec's call, then its 'Blocked!' / 'Unblocked!' title with who is blocked and
 * what it means for both sides, and the list refreshed. `busy` is the friend being changed.
 */
export function useBlockFriend(me: number): {
  setBlocked: (friend: Friend, block: boolean) => Promise<void>;
  busy: number | null;
  dialog: ReactNode;
} {
  const { t } = useTranslation('chat');
  const message = useChatMessage();
  const { failureText } = useErrorText();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<{ title: string; text: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const setBlocked = async (friend: Friend, block: boolean) => {
    setBusy(friend.friend_id);
    try {
      await api(block ? '/friends/block-user/' : '/friends/unblock-user/', {
        method: 'POST',
        json: { sender_id: me, receiver_id: friend.friend_id },
      });
      setShown({
        title: message(block ? 'blockedTitle' : 'unblockedTitle'),
        text: t(block ? 'conversation.blockedDetail' : 'conversation.unblockedDetail', {
          name: friend.full_name,
        }),
      });
    } catch (error) {
      setShown({
        title: message('chatAppTitle'),
        text: failureText(error, block ? 'userAlreadyBlocked' : 'unblockFailed'),
      });
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: friendsKey(me) });
    }
  };

  return {
    setBlocked,
    busy,
    dialog: (
      <NoticeDialog
        opened={shown !== null}
        title={shown?.title ?? ''}
        text={shown?.text}
        onClose={() => setShown(null)}
      />
    ),
  };
}
