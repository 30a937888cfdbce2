import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar, Button, Group, Paper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Friend } from '@rishta/domain';
import { profilePath } from '@/config/paths';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { useChatMessage } from '../chat-i18n';
import { ChatHistory } from '../components/chat-history';
import { ComposerBar } from '../components/composer-bar';
import { ConnectionNotice } from '../components/connection-notice';
import { MessageBubble } from '../components/message-bubble';
import { NoticeDialog } from '../components/notice-dialog';
import { PaneHeader } from '../components/pane-header';
import { Ticks } from '../components/ticks';
import { useReportMessage } from '../components/use-report-message';
import { useConnectionState, type ChatLive } from '../live/chat-live';
import { friendsKey } from '../live/use-friends';
import { initials } from './friend-list';
import { useBlockFriend } from './use-block-friend';
import { useConversation } from './use-conversation';

/** The chat box with one friend: header, history, blocked banner or message box. */
export function ConversationPane({
  live,
  friend,
  onBack,
}: {
  live: ChatLive;
  friend: Friend;
  onBack: () => void;
}) {
  const { t } = useTranslation('chat');
  const message = useChatMessage();
  const { failureText } = useErrorText();
  const queryClient = useQueryClient();
  const me = live.profileId;
  const conversation = useConversation(live, friend.friend_id);
  const connection = useConnectionState(live);
  const [dialog, setDialog] = useState<{ title: string; text?: string } | null>(null);
  const target = { kind: 'friend', receiverId: friend.friend_id } as const;
  const reporting = useReportMessage(() => void queryClient.invalidateQueries({ queryKey: friendsKey(me) }));

  // Issue 32: a refused send tells the person who was blocked that the other does not accept
  // their messages, not "they are blocked" as if it were them. The spec's line stays for the
  // blocker's side (a block made on another device, not yet shown here). The box keeps the text.
  const blockedText = () =>
    friend.blocked_by_me
      ? message('cannotMessageBlocked')
      : t('conversation.blockedMe', { name: friend.full_name });
  const onRefused = (error: unknown) => {
    const blocked = error instanceof ApiError && error.is('cannotMessageBlocked');
    setDialog({
      title: message('chatAppTitle'),
      text: blocked ? blockedText() : failureText(error, 'somethingWentWrong'),
    });
  };

  const blocking = useBlockFriend(me);
  const setBlocked = (block: boolean) => blocking.setBlocked(friend, block);
  const busy = blocking.busy === friend.friend_id;

  return (
    <>
      <PaneHeader
        title={friend.full_name}
        onBack={onBack}
        avatar={
          <Avatar src={friend.avatar} alt="" radius="xl" size={36} color="rishta">
            {initials(friend.full_name)}
          </Avatar>
        }
      >
        <Button component={Link} to={profilePath(friend.slug)} variant="light" size="compact-sm">
          {t('conversation.viewProfile')}
        </Button>
        {!friend.blocked_by_me && (
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            size="compact-sm"
            onClick={() => void setBlocked(true)}
            loading={busy}
          >
            {t('conversation.block')}
          </Button>
        )}
      </PaneHeader>
      <ChatHistory
        live={live}
        target={target}
        history={conversation}
        label={t('conversation.history', { name: friend.full_name })}
        emptyText={t('conversation.empty')}
        renderMessage={(m) => {
          const mine = m.sender_id === me;
          return (
            <MessageBubble
              mine={mine}
              text={m.text}
              timestamp={m.timestamp}
              status={mine ? <Ticks state={m.status} /> : undefined}
              removedBy={m.removed_by}
              onReport={
                mine
                  ? undefined
                  : () =>
                      reporting.report({
                        kind: 'direct',
                        messageId: m.message_id,
                        senderName: friend.full_name,
                        text: m.text,
                      })
              }
            />
          );
        }}
        failedText={(code) => (code === 'cannotMessageBlocked' ? blockedText() : t('ticks.failed'))}
      />
      <ConnectionNotice state={connection} />
      {friend.blocked_by_me ? (
        <Paper radius={0} p="md" bg="red.0" style={{ borderTop: '1px solid var(--mantine-color-red-2)' }}>
          <Group justify="space-between" gap="sm">
            <Text fw={600} c="red.9" data-testid="blocked-banner">
              {message('userBlockedInChat')}
            </Text>
            <Button color="red.8" onClick={() => void setBlocked(false)} loading={busy}>
              {t('conversation.unblock')}
            </Button>
          </Group>
        </Paper>
      ) : (
        <ComposerBar live={live} target={target} onRefused={onRefused} />
      )}
      {reporting.dialogs}
      {blocking.dialog}
      <NoticeDialog
        opened={dialog !== null}
        title={dialog?.title ?? ''}
        text={dialog?.text}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
