import { useId } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Ago } from '../../kit/format/ago';
import { dateTime } from '../../kit/format/format-time';
import { queuePage, type ItemProps } from '../../kit/queue/queue-page';
import { useDecision } from '../../kit/queue/use-decision';
import { feedback, type FeedbackMessage } from './feedback';

// Outlined in their colour's darkest shade, so the label keeps 4.5:1 contrast on white.
const CATEGORY_COLOURS: Record<string, string> = {
  complaint: 'red.9',
  suggestion: 'blue.9',
  feedback: 'teal.9',
};

/** One feedback message: who wrote it and how to reach them, what they wrote, and Mark done. */
export function FeedbackItem({ item: message }: ItemProps<FeedbackMessage>) {
  const { t, i18n } = useTranslation('console-feedback');
  const titleId = useId();
  const decision = useDecision(feedback, message, { name: message.name });
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="xs">
            <Badge color={CATEGORY_COLOURS[message.category] ?? 'gray.8'} variant="outline">
              {t(`categories.${message.category}`, { defaultValue: message.category })}
            </Badge>
            <Title id={titleId} order={2} fw={600} fz="md">
              <bdi>{message.name}</bdi>
            </Title>
            <Text fz="sm" c="dimmed">
              {t(`genders.${message.gender}`, { ns: 'console', defaultValue: message.gender })} ·{' '}
              <bdi>{message.location}</bdi>
            </Text>
          </Group>
          <Ago iso={message.created_on} fz="sm" c="dimmed" />
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
              {t('item.handled', { when: dateTime(message.handled_on, i18n.language) })}
            </Text>
          ) : (
            <Button
              variant="light"
              onClick={() => decision.decide('markDone')}
              loading={decision.busy === 'markDone'}
            >
              {t('item.markDone')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

export const FeedbackPage = queuePage(feedback, FeedbackItem);
