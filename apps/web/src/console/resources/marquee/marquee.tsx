import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { marqueeCreateSchema, marqueeUpdateSchema, type AdminMarquee } from '@rishta/domain';
import { notify } from '@/lib/notify';
import { contentCollection, useContentMutation } from '../../kit/content/content-api';
import { ItemActions } from '../../kit/content/content-card';
import { contentKind, RowList, translationValues, type ContentKind } from '../../kit/content/content-kind';
import { CONTENT_NS } from '../../kit/content/content-texts';
import { useConsoleErrorText } from '../../kit/use-console-error-text';

/** The header lines' calls, for Show / Hide: PUT replaces a line's text and whether it runs, both. */
const lines = contentCollection<AdminMarquee, z.output<typeof marqueeUpdateSchema>>('marquee');

/** Switches a line on or off in the header (the same PUT as an edit, with its text unchanged). */
function useToggleLine(line: AdminMarquee) {
  const { t } = useTranslation(CONTENT_NS);
  const { errorText } = useConsoleErrorText(CONTENT_NS);
  const toggle = useContentMutation((is_active: boolean) =>
    lines.update(line.id, { message: line.message, is_active }),
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

/** A line: its text, whether it runs, Show / Hide, Edit and Delete. */
function MarqueeRow({ kind, item: line }: { kind: ContentKind<AdminMarquee>; item: AdminMarquee }) {
  const { t } = useTranslation(CONTENT_NS);
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
          <ItemActions kind={kind} item={line}>
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
          </ItemActions>
        </Group>
      </Group>
    </Paper>
  );
}

const text = { name: 'message', max: 'message', translated: true } as const;

/** /admin/content/marquee: the lines that run across the top of every public page. */
export const marquee = contentKind({
  texts: 'marquee',
  collection: 'marquee',
  name: (line: AdminMarquee) => line.message,
  // "New line" above the list runs in the header at once, and empties for the next one.
  add: { inline: true, schema: marqueeCreateSchema, values: () => ({ message: '' }), field: text },
  // Its text only: whether it runs goes back as saved (Show / Hide on the line).
  edit: {
    schema: marqueeUpdateSchema,
    values: (line) => ({ message: line?.message, is_active: line?.is_active, ...translationValues(line) }),
    field: text,
    size: 'md',
  },
  Item: MarqueeRow,
  List: RowList,
  width: 900,
});
