import { Link } from 'react-router';
import { Alert, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProfileReview } from './queries';
import { reviewPath } from '../../kit/shell/console-paths';

/** An alert's title dark enough to read on its tinted background (axe: colour contrast). */
const AlertTitle = ({ colour, text }: { colour: string; text: string }) => (
  <Text span fw={700} fz="sm" c={colour}>
    {text}
  </Text>
);

/** Blocked keywords found in the profile: which word in which field (marked in the text below too). */
function KeywordHits({ hits }: { hits: ProfileReview['keyword_hits'] }) {
  const { t } = useTranslation('console-profile-review');
  if (hits.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      title={<AlertTitle colour="dark.9" text={t('hits.title', { count: hits.length })} />}
    >
      <Text fz="sm" mb={6}>
        {t('hits.intro')}
      </Text>
      <Stack
        component="ul"
        gap={2}
        fz="sm"
        m={0}
        ps="md"
        aria-label={t('hits.title', { count: hits.length })}
      >
        {hits.map(({ field, keyword }) => (
          <li key={`${field}:${keyword}`}>
            {t(`fields.${field}`, { defaultValue: field })}:{' '}
            <mark style={{ background: 'var(--mantine-color-orange-2)', padding: '0 2px' }}>
              <bdi>{keyword}</bdi>
            </mark>
          </li>
        ))}
      </Stack>
    </Alert>
  );
}

/** Other accounts that may be the same person, each linking to its own review. */
function Duplicates({ duplicates }: { duplicates: ProfileReview['duplicates'] }) {
  const { t } = useTranslation('console-profile-review');
  if (duplicates.length === 0) return null;
  return (
    <Alert
      color="red.8"
      variant="outline"
      bg="white"
      title={<AlertTitle colour="red.9" text={t('duplicates.title', { count: duplicates.length })} />}
    >
      <Text fz="sm" mb={6}>
        {t('duplicates.intro')}
      </Text>
      <Stack
        component="ul"
        gap={6}
        fz="sm"
        m={0}
        ps="md"
        aria-label={t('duplicates.title', { count: duplicates.length })}
      >
        {duplicates.map((other) => (
          <li key={other.profile_code}>
            <Group gap={6} wrap="wrap">
              <Anchor component={Link} to={reviewPath(other.profile_code)} fz="sm" fw={600}>
                <bdi>{other.full_name}</bdi> (<bdi dir="ltr">{other.profile_code}</bdi>)
              </Anchor>
              <Badge size="sm" color="red.8" variant="outline" tt="none">
                {t(`duplicates.match.${other.match}`)}
              </Badge>
              <Badge size="sm" color="gray" variant="light" tt="none">
                {t(`standing.approval.${other.approval_status}`, { ns: 'console' })}
              </Badge>
              {other.is_blocked && (
                <Badge size="sm" color="red.9" tt="none">
                  {t('standing.blocked', { ns: 'console' })}
                </Badge>
              )}
            </Group>
          </li>
        ))}
      </Stack>
    </Alert>
  );
}

/** What should make a moderator look twice, before anything else on the page. */
export function ReviewWarnings({ review }: { review: ProfileReview }) {
  return (
    <>
      <Duplicates duplicates={review.duplicates} />
      <KeywordHits hits={review.keyword_hits} />
    </>
  );
}
