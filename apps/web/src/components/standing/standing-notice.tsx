// What the owner is told while their profile is not listed (issue 11): what is happening, what
// happens next and how long it takes, with the one action that helps.
import { Link } from 'react-router';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StandingResponse } from '@rishta/domain';
import { paths } from '@/config/paths';
import { isolate } from '@/lib/isolate';

const COLOR = {
  under_review: 'blue',
  inactive: 'yellow',
  rejected: 'red',
  deletion_requested: 'orange',
} as const;

/** States an edit can change: review is waited for, and a deletion request is the owner's wish. */
const FIXABLE = new Set<StandingResponse['state']>(['inactive', 'rejected']);

export function StandingNotice({ standing }: { standing: StandingResponse | undefined }) {
  // Its own namespace, off the home route's bundle; drawn once both it and the standing are here.
  const { t, ready } = useTranslation('standing', { useSuspense: false });
  if (!ready || !standing || standing.state === 'listed') return null;
  const { state } = standing;
  return (
    <Alert
      color={COLOR[state]}
      variant="light"
      title={t(`${state}.title`)}
      data-testid="standing-notice"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">{t(`${state}.text`, { hours: standing.review_hours })}</Text>
        {state === 'rejected' && standing.reason && (
          <Text fz="sm" fw={600} dir="auto">
            {t('rejected.reason', { reason: isolate(standing.reason) })}
          </Text>
        )}
        {FIXABLE.has(state) && (
          <Button component={Link} to={paths.editProfile} size="sm">
            {t('fix')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** One line for places with little room (the drawer, under a disabled button). */
export function StandingLine({ standing }: { standing: StandingResponse }) {
  const { t } = useTranslation('common');
  return <>{t(`standing.${standing.state}.short`)}</>;
}
