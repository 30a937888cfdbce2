import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Center, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChatGroup } from '@rishta/domain';
import { useLoginRedirect } from '@/components/login-redirect';
import { paths } from '@/config/paths';
import { api } from '@/lib/api';
import { useContentLanguage } from '@/lib/content-queries';
import { isError, useErrorText } from '@/lib/error-text';
import { useChatMessage } from './chat-i18n';
import { ChatFrame } from './components/chat-frame';
import { TimedPopup } from './components/timed-popup';
import { GroupList } from './groups/group-list';
import { GroupPane } from './groups/group-pane';
import { GroupStanding } from './groups/group-standing';
import { useChatLive, useLiveConnection } from './live/chat-live';

/** SPEC.md §8: the group error popup goes after 3 s, the join success after 2 s. */
const ERROR_POPUP_MS = 3_000;
const JOINED_POPUP_MS = 2_000;

/**
 * Route chatgroup, 'Group Forum' (SPEC.md §2): the groups with Join/Leave (server calls; joining
 * needs a Verified profile) and the chosen group's messages for its members.
 */
export function GroupForumPage() {
  // In everyone's menu (SPEC.md §1): a visitor logs in and comes back here (issue 32).
  const redirect = useLoginRedirect({ comeBack: true });
  const live = useChatLive();
  useLiveConnection(live);
  const { t } = useTranslation('chat');
  const message = useChatMessage();
  const { failureText } = useErrorText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [popup, setPopup] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // Each group's name and description come in the page's language (issue 30).
  const lang = useContentLanguage();
  const groupsKey = ['chat', 'groups', live?.profileId ?? 0, lang];
  const groups = useQuery({
    queryKey: groupsKey,
    queryFn: () =>
      api<{ groups: ChatGroup[] }>(`/friends/available-groups/?lang=${lang}`).then((a) => a.groups),
    enabled: !!live,
  });
  const clearPopup = useCallback(() => setPopup(null), []);
  if (redirect || !live) return redirect;

  const selected = params.get('group');
  const group = groups.data?.find((g) => g.group_name === selected);

  const membership = async (name: string, join: boolean) => {
    setBusy(name);
    try {
      await api(join ? '/friends/join-group/' : '/friends/leave-group/', {
        method: 'POST',
        json: { group_name: name, user_id: live.profileId },
      });
      if (join) setPopup({ text: message('joinedGroup'), tone: 'success' });
    } catch (error) {
      setPopup({
        text: isError(error, 'notVerifiedForGroup')
          ? message('notVerifiedForGroup')
          : failureText(error, 'somethingWentWrong'),
        tone: 'error',
      });
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: groupsKey });
    }
  };

  const back = () => void navigate(paths.chatGroup);

  return (
    <>
      <ChatFrame
        title={message('groupForumTitle')}
        showDetail={selected !== null}
        list={
          <GroupList
            groups={groups.data}
            status={groups.status}
            selected={selected}
            busy={busy}
            onJoin={(name) => void membership(name, true)}
            onLeave={(name) => void membership(name, false)}
            onRetry={() => void groups.refetch()}
          />
        }
        detail={
          group?.is_member ? (
            <GroupPane
              key={group.group_name}
              live={live}
              group={group}
              onBack={back}
              onStandingChanged={() => void queryClient.invalidateQueries({ queryKey: groupsKey })}
            />
          ) : (
            <Center style={{ flex: 1 }} bg="gray.0" p="md">
              {group?.my_restriction?.kind === 'ban' ? (
                <Stack align="center" gap="sm" w="100%" maw={480}>
                  <GroupStanding group={group} />
                  <Button variant="subtle" onClick={back}>
                    {t('conversation.back')}
                  </Button>
                </Stack>
              ) : group ? (
                <Stack align="center" gap="sm">
                  <Text fw={600} ta="center" data-testid="join-to-see">
                    {message('joinGroupToSee')}
                  </Text>
                  <Button
                    onClick={() => void membership(group.group_name, true)}
                    loading={busy === group.group_name}
                  >
                    {t('groups.joinGroup', { name: group.display_name })}
                  </Button>
                  <Button variant="subtle" onClick={back}>
                    {t('conversation.back')}
                  </Button>
                </Stack>
              ) : (
                <Text c="dimmed" ta="center">
                  {t('groups.choose')}
                </Text>
              )}
            </Center>
          )
        }
      />
      <TimedPopup
        text={popup?.text ?? null}
        tone={popup?.tone ?? 'success'}
        durationMs={popup?.tone === 'error' ? ERROR_POPUP_MS : JOINED_POPUP_MS}
        onDone={clearPopup}
      />
    </>
  );
}
