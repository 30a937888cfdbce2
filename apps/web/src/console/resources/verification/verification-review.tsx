import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Anchor, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PersonHeading } from '../../kit/person-heading';
import { DecisionButtons } from '../../kit/queue/decision-buttons';
import { queuePage, type QueueBody } from '../../kit/queue/queue-page';
import { useDecision } from '../../kit/queue/use-decision';
import { ReasonDialog } from '../../kit/reason-dialog';
import { DocumentViewer } from './document-viewer';
import { PersonCard } from './person-card';
import { verification, type VerificationQueue, type WaitingDocument } from './verification';
import { LIST_ID, VerificationList } from './verification-list';

/**
 * The open item: the document beside the person it should show (side by side on a desktop,
 * one above the other on a phone), then Verify or Reject (with the remark the owner reads). Its
 * heading takes the focus when the moderator picks another item or the next one opens after a
 * decision, so a phone scrolls to it and a screen reader announces it; the list is one tap back.
 */
export function VerificationReview({
  item,
  fetchedAt,
  renew,
  focusOnOpen,
}: {
  item: WaitingDocument;
  fetchedAt: number;
  renew: () => void;
  focusOnOpen: boolean;
}) {
  const { t } = useTranslation('console-verification');
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const decision = useDecision<WaitingDocument, 'verify' | 'reject'>(verification, item, {
    name: item.full_name,
    code: item.profile_code,
  });
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <PersonHeading id={titleId} headingRef={heading} person={item} />
          <Group gap="md">
            <Text fz="sm" c="dimmed">
              {t('review.compare')}
            </Text>
            <Anchor href={`#${LIST_ID}`} fz="sm" hiddenFrom="lg">
              {t('review.backToList')}
            </Anchor>
          </Group>
        </Group>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <DocumentViewer
              url={item.document_url}
              mimeType={item.document_mime_type}
              fetchedAt={fetchedAt}
              renew={renew}
              name={item.full_name}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <PersonCard item={item} fetchedAt={fetchedAt} renew={renew} />
          </Grid.Col>
        </Grid>
        <DecisionButtons
          decision={decision}
          reject={{ action: 'reject', label: t('review.reject') }}
          accept={{ action: 'verify', label: t('review.verify') }}
        />
      </Stack>
      <ReasonDialog decision={decision} action="reject" reason="reject_verification" name={item.full_name} />
    </Paper>
  );
}

/**
 * The queue's body: the waiting documents to pick from, and the open one (in the address,
 * ?code=…, so a reload keeps it; the oldest otherwise) beside the profile it belongs to. A
 * decision sends it out of the queue and the next one opens.
 */
const VerificationBody: QueueBody = ({ answer, list }) => {
  const { refetch, dataUpdatedAt } = list;
  const renew = useCallback(() => void refetch(), [refetch]);
  const [params, setParams] = useSearchParams();
  const items = (answer as unknown as VerificationQueue).results;
  const item = items.find((i) => i.profile_code === params.get('code')) ?? items[0]!;
  // The item shown first is not focused (the page just opened); any later one is.
  const [firstShown] = useState(item.profile_code);
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 3 }}>
        <VerificationList
          items={items}
          selected={item.profile_code}
          onSelect={(code) => setParams({ code }, { replace: true })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 9 }}>
        <VerificationReview
          key={item.profile_code}
          item={item}
          fetchedAt={dataUpdatedAt}
          renew={renew}
          focusOnOpen={item.profile_code !== firstShown}
        />
      </Grid.Col>
    </Grid>
  );
};

export const VerificationPage = queuePage(verification, undefined, VerificationBody);
