import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Grid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { ApiError } from '@/lib/api';
import { consolePath } from '../admin-paths';
import { dateTime, timeAgo } from '../lib/format-time';
import { useAdminErrorText } from '../lib/use-admin-error-text';
import { ConsoleLoader } from '../shell/console-loader';
import { ConsolePageHeader } from '../shell/console-page-header';
import { AuditTrail } from './audit-trail';
import { ProfileSections } from './profile-sections';
import { profileReviewQuery, type ProfileReview } from './queries';
import { ReviewAccount, ReviewActivity } from './review-activity';
import { ReviewDecision } from './review-decision';
import { ReviewPhotos } from './review-photos';
import { ReviewWarnings } from './review-warnings';
import { StandingBadges, StandingNotes } from './standing-badges';

/** The line under the name: code, gender, age, and how long ago the profile was made. */
function Summary({ review }: { review: ProfileReview }) {
  const { t, i18n } = useTranslation('admin-review');
  const { profile, account } = review;
  return (
    <>
      <bdi dir="ltr">{profile.profile_code}</bdi> · {t(`values.genders.${profile.gender}`)}
      {profile.age !== null && <> · {t('values.age', { age: profile.age })}</>} ·{' '}
      <span title={dateTime(account.created_on, i18n.language)}>
        {t('summary.joined', { age: timeAgo(account.created_on, i18n.language) })}
      </span>
    </>
  );
}

function Review({ review, refresh }: { review: ProfileReview; refresh: () => void }) {
  return (
    <Stack gap="md">
      <StandingBadges standing={review.standing} />
      <ReviewDecision review={review} onDecided={refresh} />
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
  const { t } = useTranslation('admin-review');
  const errorText = useAdminErrorText();
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
            retryLabel={t('retry')}
          />
        ))}
      {review.data && <Review review={review.data} refresh={refresh} />}
    </Stack>
  );
}
