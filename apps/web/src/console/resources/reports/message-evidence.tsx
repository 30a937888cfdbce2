import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportedMessage } from '@rishta/domain';
import { dateTime } from '../../kit/format/format-time';

/**
 * A message report's evidence (issue 32): the reported message and the few before it, in order,
 * as they were when reported. The reported person's lines lean one way, everyone else's the
 * other, as in a chat; the reported line is outlined. This copy is all staff ever see of the chat.
 */
export function MessageEvidence({ message }: { message: ReportedMessage }) {
  const { t, i18n } = useTranslation('console-reports');
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fz="xs" fw={700} c="dimmed" tt="uppercase">
          {message.kind === 'group' && message.group_name ? (
            <>
              {t('evidence.inGroup')} <bdi>{message.group_name}</bdi>
            </>
          ) : (
            t('evidence.direct')
          )}
        </Text>
        {message.removed && (
          <Badge color="grape.9" variant="filled" size="sm">
            {t('evidence.removed')}
          </Badge>
        )}
      </Group>
      <Stack
        component="ol"
        gap={4}
        m={0}
        p={0}
        aria-label={t('evidence.label')}
        style={{ listStyle: 'none' }}
      >
        {message.evidence.map((line) => {
          const theirs = line.from === 'reported';
          return (
            <Box
              component="li"
              key={line.message_id}
              data-reported={line.reported || undefined}
              maw="90%"
              px="sm"
              py={4}
              style={{
                alignSelf: theirs ? 'flex-start' : 'flex-end',
                background: theirs ? 'var(--mantine-color-red-0)' : 'var(--mantine-color-gray-0)',
                border: line.reported
                  ? '2px solid var(--mantine-color-red-8)'
                  : '1px solid var(--mantine-color-gray-3)',
                borderRadius: 10,
              }}
            >
              <Text fz="xs" fw={700} c={theirs ? 'red.9' : 'dark.6'}>
                <bdi>{line.sender_name}</bdi>
                {line.reported && ` · ${t('evidence.reported')}`}
              </Text>
              <Text fz="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {line.text}
              </Text>
              <Text fz={11} c="dimmed">
                <time dateTime={line.sent_on}>{dateTime(line.sent_on, i18n.language)}</time>
              </Text>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
