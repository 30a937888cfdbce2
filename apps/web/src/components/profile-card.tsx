import { Link } from 'react-router';
import { Badge, Box, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProfileCard as ProfileCardData } from '@rishta/domain';
import { UserIcon } from './icons';
import { PhotoImg } from './photo-img';
import { profilePath } from '@/config/paths';
import { useFixedValues } from '@/lib/fixed-values';

/**
 * A profile in a list or carousel. Opening it goes to the detail page with where it was found
 * (SPEC.md §2: ?from=search or ?from=proposal).
 */
export function ProfileCard({
  profile,
  from = 'search',
  first = false,
}: {
  profile: ProfileCardData;
  from?: 'search' | 'proposal';
  /** The list's first card, in view as the page opens: its photo is fetched at once, first. */
  first?: boolean;
}) {
  const { t } = useTranslation();
  const fixed = useFixedValues();
  return (
    <Card component={Link} to={profilePath(profile.slug, from)} withBorder padding="sm" radius="md" h="100%">
      <Card.Section pos="relative">
        {/* Without a photo the card stays compact: twenty placeholders made an 8,000 px page. */}
        <Box
          h={profile.thumbnail ? 200 : 88}
          bg="rishta.0"
          style={{ display: 'grid', placeItems: 'center', overflow: 'hidden' }}
        >
          {profile.thumbnail ? (
            <PhotoImg
              iconSize={44}
              src={profile.thumbnail}
              alt=""
              loading={first ? 'eager' : 'lazy'}
              fetchPriority={first ? 'high' : undefined}
              decoding="async"
              // Portraits are cropped from the top down, so heads are kept (issue 11).
              style={{ width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'center top' }}
            />
          ) : (
            <Box c="rishta.3">
              <UserIcon size={44} />
            </Box>
          )}
        </Box>
        {profile.verification_status === 'Verified' && (
          <Badge pos="absolute" top={8} style={{ insetInlineStart: 8 }} color="rishta" variant="filled">
            {t('profileCard.verified')}
          </Badge>
        )}
      </Card.Section>
      <Stack gap={2} mt="sm">
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <Text fw={700} lineClamp={1}>
            {profile.full_name}
          </Text>
          <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {profile.profile_code}
          </Text>
        </Group>
        <Text fz="sm">
          {t('profileCard.age', { age: profile.age })} · <bdi>{fixed.height(profile.height)}</bdi>
        </Text>
        <Text fz="sm" c="dimmed" lineClamp={1}>
          {fixed.value('education', profile.education)} · {fixed.value('occupation', profile.occupation)}
        </Text>
        <Text fz="sm" c="dimmed" lineClamp={1}>
          {[profile.city_current, profile.state_current].filter(Boolean).join(', ')}
        </Text>
      </Stack>
    </Card>
  );
}
