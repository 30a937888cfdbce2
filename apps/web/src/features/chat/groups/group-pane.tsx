import { useState } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/error-text';
import { useChatMessage } from '../chat-i18n';
import { ChatHistory } from '../components/chat-history';
import { ComposerBar } from '../components/composer-bar';
import { ConnectionNotice } from '../components/connection-notice';
import { MessageBubble } from '../components/message-bubble';
import { NoticeDialog } from '../components/notice-dialog';
import { PaneHeader } from '../components/pane-header';
import { useReportMessage } from '../components/use-report-message';
import { useConnectionState, type ChatLive } from '../live/chat-live';
import { useGroupMessages } from './use-group-messages';

/** A group's chat box (members only): messages with their senders, admins' styled apart. */
export function GroupPane({
  live,
  groupName,
  title,
  onBack,
}: {
  live: ChatLive;
  /** The group's id in the calls. */
  groupName: string;
  /** Its name in the page's language. */
  title: string;
  onBack: () => void;
}) {
  const { t } = useTranslation('chat');
  const message = useChatMessage();
  const { failureText } = useErrorText();
  const chat = useGroupMessages(live, groupName);
  const connection = useConnectionState(live);
  const [error, setError] = useState<string | null>(null);
  const me = live.profileId;
  const target = { kind: 'group', groupName } as const;
  // A block from a group report hides the two from each other's chats and proposals; the group stays.
  const reporting = useReportMessage(() => undefined);

  return (
    <>
      <PaneHeader title={title} onBack={onBack} />
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
      <ComposerBar
        live={live}
        target={target}
        onRefused={(refusal) => setError(failureText(refusal, 'somethingWentWrong'))}
      />
      {reporting.dialogs}
      <NoticeDialog
        opened={error !== null}
        title={message('groupForumTitle')}
        text={error ?? undefined}
        onClose={() => setError(null)}
      />
    </>
  );
}
