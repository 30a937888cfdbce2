import { useId } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateTime, timeAgo } from '../lib/format-time';
import type { FeedbackMessage } from './queries';
import { useMarkDone } from './use-feedback-inbox';

// Outlined in their colour's darkest shade, so the label keeps 4.5:1 contrast on white.
const CATEGORY_COLOURS: Record<string, string> = {
  complaint: 'red.9',
  suggestion: 'blue.9',
  feedback: 'teal.9',
};

/** One feedback message: who wrote it and how to reach them, what they wrote, and Mark done. */
export function FeedbackItem({ message }: { message: FeedbackMessage }) {
  const { t, i18n } = useTranslation('admin');
  const titleId = useId();
  const { markDone, busy } = useMarkDone(message);
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="xs">
            <Badge color={CATEGORY_COLOURS[message.category] ?? 'gray.8'} variant="outline">
              {t(`feedback.categories.${message.category}`, { defaultValue: message.category })}
            </Badge>
            <Text id={titleId} component="h2" fw={600} fz="md" m={0}>
              <bdi>{message.name}</bdi>
            </Text>
            <Text fz="sm" c="dimmed">
              {t(`genders.${message.gender}`, { defaultValue: message.gender })} ·{' '}
              <bdi>{message.location}</bdi>
            </Text>
          </Group>
          <Text fz="sm" c="dimmed" title={dateTime(message.created_on, i18n.language)}>
            {timeAgo(message.created_on, i18n.language)}
          </Text>
        </Group>
        <Group gap="md" fz="sm">
          <Anchor href={`tel:${message.mobile}`} fz="sm" dir="ltr">
            {message.mobile}
          </Anchor>
          <Anchor href={`mailto:${message.email}`} fz="sm" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
            {message.email}
          </Anchor>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <bdi>{message.description}</bdi>
        </Text>
        <Group justify="flex-end">
          {message.handled_on ? (
            <Text fz="sm" c="dimmed">
              {t('feedback.handled', { when: dateTime(message.handled_on, i18n.language) })}
            </Text>
          ) : (
            <Button variant="light" onClick={markDone} loading={busy}>
              {t('feedback.markDone')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
