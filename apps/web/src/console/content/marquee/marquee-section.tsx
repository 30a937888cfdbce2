import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminMarquee } from '@rishta/domain';
import { notify } from '@/lib/notify';
import { useContentMutation } from '../content-api';
import { ContentModal } from '../content-modal';
import { DeleteAction } from '../delete-action';
import { ListState } from '../list-state';
import { SectionHeader } from '../section-header';
import { useContentErrorText } from '../use-content-error-text';
import { AddMarqueeForm, EditMarqueeForm } from './marquee-forms';
import { marqueeQuery, marqueeRequests } from './queries';

/** Switches a line on or off in the header (the same PUT as an edit, with its text unchanged). */
function useToggleLine(line: AdminMarquee) {
  const { t } = useTranslation('admin-content');
  const { errorText } = useContentErrorText();
  const toggle = useContentMutation((is_active: boolean) =>
    marqueeRequests.update(line.id, { message: line.message, is_active }),
  );
  const run = (is_active: boolean) =>
    toggle.mutate(is_active, {
      onSuccess: () =>
        notify({
          color: 'rishta',
          title: t('savedTitle'),
          message: is_active ? t('marquee.nowShown') : t('marquee.nowHidden'),
        }),
      onError: (error) => notify({ color: 'red', title: t('failedTitle'), message: errorText(error) }),
    });
  return { run, busy: toggle.isPending };
}

function MarqueeRow({ line }: { line: AdminMarquee }) {
  const { t } = useTranslation('admin-content');
  const [editing, edit] = useDisclosure(false);
  const { run, busy } = useToggleLine(line);
  return (
    <Paper component="li" withBorder radius="md" p="sm" bg={line.is_active ? undefined : 'gray.0'}>
      <Group justify="space-between" gap="sm">
        <Text
          dir="auto"
          c={line.is_active ? undefined : 'dimmed'}
          style={{ flex: '1 1 16rem', overflowWrap: 'anywhere' }}
        >
          {line.message}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Badge variant="light" color={line.is_active ? 'rishta' : 'gray'}>
            {line.is_active ? t('marquee.shown') : t('marquee.hidden')}
          </Badge>
          {/* A button rather than a switch or checkbox: Mantine's would each become a chunk shared
              with public pages, which the home page's script then names (issue 13's budget). */}
          <Button
            variant="light"
            size="compact-sm"
            loading={busy}
            onClick={() => run(!line.is_active)}
            aria-label={t(line.is_active ? 'marquee.hideNamed' : 'marquee.showNamed', {
              message: line.message,
            })}
          >
            {line.is_active ? t('marquee.hide') : t('marquee.show')}
          </Button>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={edit.open}
            aria-label={t('editNamed', { name: line.message })}
          >
            {t('edit')}
          </Button>
          <DeleteAction
            name={line.message}
            question={t('marquee.deleteQuestion')}
            done={t('marquee.deleted')}
            remove={() => marqueeRequests.remove(line.id)}
          />
        </Group>
      </Group>
      <ContentModal opened={editing} onClose={edit.close} title={t('marquee.edit')} size="md">
        <EditMarqueeForm line={line} onDone={edit.close} />
      </ContentModal>
    </Paper>
  );
}

/** /admin/content/marquee: the lines that run across the top of every public page. */
export function MarqueeSection() {
  const { t } = useTranslation('admin-content');
  const lines = useQuery(marqueeQuery());
  return (
    <Stack gap="md" maw={900}>
      <SectionHeader title={t('marquee.title')} intro={t('marquee.intro')} />
      <AddMarqueeForm />
      <ListState query={lines} empty={t('marquee.empty')}>
        {(list) => (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {list.results.map((line) => (
              <MarqueeRow key={line.id} line={line} />
            ))}
          </Stack>
        )}
      </ListState>
    </Stack>
  );
}
