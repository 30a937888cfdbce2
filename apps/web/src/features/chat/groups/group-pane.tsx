import { useState } from 'react';
import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChatGroup } from '@rishta/domain';
import { isError, useErrorText } from '@/lib/error-text';
import { useChatMessage } from '../chat-i18n';
import { ChatHistory } from '../components/chat-history';
import { ComposerBar } from '../components/composer-bar';
import { ConnectionNotice } from '../components/connection-notice';
import { MessageBubble } from '../components/message-bubble';
import { NoticeDialog } from '../components/notice-dialog';
import { PaneHeader } from '../components/pane-header';
import { useReportMessage } from '../components/use-report-message';
import { useConnectionState, type ChatLive } from '../live/chat-live';
import { GroupStanding } from './group-standing';
import { RemoveMessageDialog, type RemovalTarget } from './remove-message-dialog';
import { useGroupMessages } from './use-group-messages';

/**
 * A group's chat box (members only): messages with their senders, admins' styled apart. A muted
 * member or a closed group gets the reason where the message box would be (issue 32); the
 * group's admins can remove a message for everyone.
 */
export function GroupPane({
  live,
  group,
  onBack,
  onStandingChanged,
}: {
  live: ChatLive;
  group: ChatGroup;
  onBack: () => void;
  /** A refusal showed the caller's standing has changed (e.g. just muted): reload the groups. */
  onStandingChanged: () => void;
}) {
  const groupName = group.group_name;
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<RemovalTarget | null>(null);
  const { t } = useTranslation('chat');
  const message = useChatMessage();
  const { failureText } = useErrorText();
  const chat = useGroupMessages(live, groupName);
  const connection = useConnectionState(live);
  const [error, setError] = useState<string | null>(null);
  const me = live.profileId;
  const isGroupAdmin = group.admins.some((a) => a.user_id === me);
  const canPost = !group.archived && !group.my_restriction;
  const target = { kind: 'group', groupName } as const;
  // A block from a group report hides the two from each other's chats and proposals; the group stays.
  const reporting = useReportMessage(() => undefined);

  return (
    <>
      <PaneHeader title={group.display_name} onBack={onBack} />
      <ChatHistory
        live={live}
        target={target}
        history={chat}
        label={t('groups.history', { name: groupName })}
        emptyText={t('groups.empty')}
        renderMessage={(m) => {
          const mine = m.sender_id === me;
          return (
            <MessageBubble
              mine={mine}
              text={m.text}
              timestamp={m.timestamp}
              tone={m.is_admin ? 'admin' : 'default'}
              label={m.is_admin ? t('groups.adminMessage') : undefined}
              removedBy={m.removed_by}
              onRemove={
                isGroupAdmin && !mine
                  ? () => setRemoving({ messageId: m.message_id, senderName: m.sender_name, text: m.text })
                  : undefined
              }
              onReport={
                mine
                  ? undefined
                  : () =>
                      reporting.report({
                        kind: 'group',
                        messageId: m.message_id,
                        senderName: m.sender_name,
                        text: m.text,
                      })
              }
              sender={
                mine ? undefined : (
                  <>
                    <bdi>{m.sender_name}</bdi>
                    {m.is_admin && (
                      <Text
                        span
                        fz={10}
                        fw={800}
                        tt="uppercase"
                        ms={6}
                        px={4}
                        c="dark.9"
                        bg="yellow.4"
                        style={{ borderRadius: 4 }}
                        aria-hidden="true"
                      >
                        {t('groups.admin')}
                      </Text>
                    )}
                  </>
                )
              }
            />
          );
        }}
      />
      <ConnectionNotice state={connection} />
      {canPost ? (
        <ComposerBar
          live={live}
          target={target}
          warnContact
          onRefused={(refusal) => {
            if (isError(refusal, 'mutedInGroup') || isError(refusal, 'groupArchived')) onStandingChanged();
            setError(failureText(refusal, 'somethingWentWrong'));
          }}
        />
      ) : (
        <GroupStanding group={group} />
      )}
      {reporting.dialogs}
      <RemoveMessageDialog
        target={removing}
        onClose={(removed) => {
          setRemoving(null);
          // The removal comes live; without a socket, the page is read again.
          if (removed) void queryClient.invalidateQueries({ queryKey: ['chat', 'group', me, groupName] });
        }}
      />
      <NoticeDialog
        opened={error !== null}
        title={message('groupForumTitle')}
        text={error ?? undefined}
        onClose={() => setError(null)}
      />
    </>
  );
}
