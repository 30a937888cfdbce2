import { Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ProfileCard as ProfileCardData } from '@rishta/domain';
import { ProfileCard } from './profile-card';

const GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 } as const;

/** A card's shape while profiles load, so the page does not jump when they arrive. */
function ProfileCardSkeleton() {
  return (
    <Card withBorder padding="sm" radius="md" aria-hidden="true">
      <Card.Section>
        <Skeleton h={200} radius={0} />
      </Card.Section>
      <Stack gap={8} mt="sm">
        <Skeleton h={14} w="80%" radius="xl" />
        <Skeleton h={12} w="50%" radius="xl" />
        <Skeleton h={12} w="70%" radius="xl" />
        <Skeleton h={12} w="60%" radius="xl" />
      </Stack>
    </Card>
  );
}

/**
 * Profile cards in a responsive grid, with the loading and empty states every profile list needs.
 * The texts come from the caller (each list words them itself, SPEC.md §2). `stale` dims the old
 * page while the next one loads instead of blanking it on a slow connection.
 */
export function ProfileGrid({
  profiles,
  loadingText,
  emptyText,
  stale = false,
  skeletons = 4,
}: {
  /** undefined while the first answer is on its way. */
  profiles: readonly ProfileCardData[] | undefined;
  loadingText: string;
  emptyText: string;
  stale?: boolean;
  skeletons?: number;
}) {
  if (!profiles) {
    return (
      <Stack gap="md">
        <Text role="status" c="dimmed">
          {loadingText}
        </Text>
        <SimpleGrid cols={GRID_COLS} spacing="md">
          {Array.from({ length: skeletons }, (_, i) => (
            <ProfileCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }
  if (profiles.length === 0) {
    return (
      <Text role="status" ta="center" py="xl" fw={600}>
        {emptyText}
      </Text>
    );
  }
  return (
    <SimpleGrid
      cols={GRID_COLS}
      spacing="md"
      aria-busy={stale}
      style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {profiles.map((profile, index) => (
        <ProfileCard key={profile.id} profile={profile} first={index === 0} />
      ))}
    </SimpleGrid>
  );
}
