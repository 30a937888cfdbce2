import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoginRedirect } from '@/components/login-redirect';
import { paths } from '@/config/paths';
import { useChatMessage } from './chat-i18n';
import { ChatFrame } from './components/chat-frame';
import { GuidelinesDialog } from './components/guidelines-dialog';
import { ConversationPane } from './friends/conversation-pane';
import { FriendList } from './friends/friend-list';
import { useChatLive, useLiveConnection } from './live/chat-live';
import { useFriends } from './live/use-friends';

const AGREED_KEY = 'rishta.chat.guidelinesAgreed';

function agreedThisVisit(): boolean {
  try {
    return sessionStorage.getItem(AGREED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Route chatindex, 'Chat App' (SPEC.md §2): the guidelines popup first, then the friends (the other
 * sides of accepted proposals) and the chat box with the one chosen in `?friend=<profile id>`.
 */
export function ChatAppPage() {
  // In everyone's menu (SPEC.md §1): a visitor logs in and comes back here (issue 32).
  const redirect = useLoginRedirect({ comeBack: true });
  const live = useChatLive();
  useLiveConnection(live);
  const friends = useFriends(live);
  const { t } = useTranslation('chat');
  const message = useChatMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The popup opens with the screen; agreeing once is enough for this visit (tab).
  const [agreed, setAgreed] = useState(agreedThisVisit);
  if (redirect || !live) return redirect;

  const selectedId = Number(params.get('friend')) || null;
  const friend = friends.data?.friends.find((f) => f.friend_id === selectedId);
  const back = () => void navigate(paths.chatIndex);

  return (
    <>
      <ChatFrame
        title={message('chatAppTitle')}
        showDetail={selectedId !== null}
        list={
          <FriendList
            me={live.profileId}
            friends={friends.data?.friends}
            selected={selectedId}
            status={friends.status}
            onRetry={() => void friends.refetch()}
          />
        }
        detail={
          friend ? (
            <ConversationPane key={friend.friend_id} live={live} friend={friend} onBack={back} />
          ) : (
            <Center style={{ flex: 1 }} bg="gray.0" p="md">
              <Text c="dimmed" ta="center">
                {t('conversation.choose')}
              </Text>
            </Center>
          )
        }
      />
      <GuidelinesDialog
        opened={!agreed}
        onAgree={() => {
          try {
            sessionStorage.setItem(AGREED_KEY, '1');
          } catch {
            // Asked again next time.
          }
          setAgreed(true);
        }}
        onCancel={() => void navigate(paths.home)}
      />
    </>
  );
}
