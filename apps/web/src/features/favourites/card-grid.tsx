import { SimpleGrid, Skeleton } from '@mantine/core';
import type { ProfileCard as ProfileCardData } from '@rishta/domain';
import { ProfileCard } from '@/components/profile-card';

const GRID = { base: 1, xs: 2, md: 3 } as const;

export function CardGrid({ profiles }: { profiles: ProfileCardData[] }) {
  return (
    <SimpleGrid cols={GRID} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {profiles.map((profile) => (
        <li key={profile.slug}>
          <ProfileCard profile={profile} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** Card-shaped placeholders, so the page does not jump when the cards arrive (SPEC.md §2). */
export function CardGridSkeleton({ label }: { label: string }) {
  return (
    <SimpleGrid cols={GRID} spacing="md" role="status" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={300} radius="md" />
      ))}
    </SimpleGrid>
  );
}
