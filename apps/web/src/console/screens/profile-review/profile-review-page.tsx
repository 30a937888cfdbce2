import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Grid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Ago } from '../../kit/format/ago';
import { LoadError } from '@/components/load-error';
import { ApiError } from '@/lib/api';
import { StandingBadges } from '../../kit/standing-badges';
import { consolePath } from '../../kit/shell/console-paths';
import { useConsoleErrorText } from '../../kit/use-console-error-text';
import { ConsoleLoader } from '../../kit/shell/console-loader';
import { ConsolePageHeader } from '../../kit/shell/console-page-header';
import { AuditTrail } from './audit-trail';
import { ProfileSections } from './profile-sections';
import { profileReviewQuery, type ProfileReview } from './queries';
import { ReviewAccount, ReviewActivity } from './review-activity';
import { ReviewDecision } from './review-decision';
import { ReviewPhotos } from './review-photos';
import { ReviewWarnings } from './review-warnings';
import { StandingNotes } from './standing-notes';

/** The line under the name: code, gender, age, and how long ago the profile was made. */
function Summary({ review }: { review: ProfileReview }) {
  const { t } = useTranslation('console-profile-review');
  const { profile, account } = review;
  return (
    <>
      <bdi dir="ltr">{profile.profile_code}</bdi> ·{' '}
      {t(`genders.${profile.gender}`, { ns: 'console', defaultValue: profile.gender })}
      {profile.age !== null && <> · {t('values.age', { age: profile.age })}</>} ·{' '}
      <Ago iso={account.created_on} format={(age) => t('summary.joined', { age })} />
    </>
  );
}

function Review({ review, refresh }: { review: ProfileReview; refresh: () => void }) {
  return (
    <Stack gap="md">
      <StandingBadges
        approval={review.standing.approval_status}
        verification={review.standing.verification_status}
        blocked={review.standing.is_blocked}
        listed={review.standing.listed}
        active={review.standing.is_active}
        deletionRequested={review.standing.deletion_request !== null}
      />
      <ReviewDecision review={review} />
      <ReviewWarnings review={review} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <ProfileSections review={review} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md">
            <ReviewPhotos photos={review.photos} name={review.profile.full_name} onExpired={refresh} />
            <StandingNotes review={review} />
            <ReviewActivity review={review} />
            <ReviewAccount review={review} />
          </Stack>
        </Grid.Col>
      </Grid>
      <AuditTrail audit={review.audit} />
    </Stack>
  );
}

/**
 * /admin/new-profiles/:code: one profile in full before a decision (issue 13): everything it
 * holds, clear photos, where it stands, what should worry a moderator (blocked words marked in
 * place, likely duplicate accounts), its use so far and the staff's trail; Approve or Reject.
 */
export function ProfileReviewPage() {
  const { t } = useTranslation('console-profile-review');
  const { errorText } = useConsoleErrorText('console-profile-review');
  const code = useParams().code ?? '';
  const review = useQuery(profileReviewQuery(code));
  const { refetch } = review;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const notFound = review.error instanceof ApiError && review.error.status === 404;
  return (
    <Stack gap={0} maw={1200}>
      <Anchor component={Link} to={consolePath('new-profiles')} fz="sm" mb="xs">
        {t('back')}
      </Anchor>
      <ConsolePageHeader
        title={review.data ? review.data.profile.full_name : t('title')}
        description={review.data ? <Summary review={review.data} /> : undefined}
      />
      {review.isPending && <ConsoleLoader />}
      {review.isError &&
        (notFound ? (
          <Alert color="yellow" variant="light" role="alert">
            <Text fz="sm">{t('notFound', { code })}</Text>
          </Alert>
        ) : (
          <LoadError
            onRetry={refresh}
            retrying={review.isFetching}
            message={errorText(review.error)}
            retryLabel={t('shell.retry', { ns: 'console' })}
          />
        ))}
      {review.data && <Review review={review.data} refresh={refresh} />}
    </Stack>
  );
}
