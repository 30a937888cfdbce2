import { useEffect, useId, useRef } from 'react';
import { Badge, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentViewer } from './document-viewer';
import { PersonCard } from './person-card';
import type { WaitingDocument } from './queries';
import { RejectVerificationDialog } from './reject-verification-dialog';
import { useVerificationDecision } from './use-verification-decision';

/**
 * The open item: the document beside the person it should show (side by side on a desktop,
 * one above the other on a phone), then Verify or Reject. Its heading takes the focus when the
 * moderator picks another item, so a phone scrolls to it and a screen reader announces it.
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
  const { t } = useTranslation('admin-verification');
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const decision = useVerificationDecision(item);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="xs">
            <Title order={2} fz="lg" id={titleId} ref={heading} tabIndex={-1}>
              <bdi>{item.full_name}</bdi>
            </Title>
            <Badge variant="outline" color="gray.7" dir="ltr" tt="none">
              {item.profile_code}
            </Badge>
          </Group>
          <Text fz="sm" c="dimmed">
            {t('review.compare')}
          </Text>
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
        <Group justify="flex-end" gap="xs">
          <Button
            color="red.8"
            variant="outline"
            onClick={decision.openReject}
            disabled={decision.busy !== null}
            loading={decision.busy === 'Rejected'}
          >
            {t('review.reject')}
          </Button>
          <Button
            onClick={decision.verify}
            disabled={decision.busy !== null}
            loading={decision.busy === 'Verified'}
            miw={120}
          >
            {t('review.verify')}
          </Button>
        </Group>
      </Stack>
      <RejectVerificationDialog
        opened={decision.rejectOpen}
        onClose={decision.closeReject}
        onReject={decision.reject}
        error={decision.rejectError}
        busy={decision.busy === 'Rejected'}
        name={item.full_name}
      />
    </Paper>
  );
}
