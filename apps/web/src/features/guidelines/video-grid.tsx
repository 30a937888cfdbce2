import { AspectRatio, Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Guideline } from '@rishta/domain';
import { VideoCard } from '@/components/video-card';
import { guidelineSubtitle } from '@/lib/content-queries';

const GRID_COLUMNS = { base: 1, xs: 2, md: 3 };

export function VideoGrid({ videos }: { videos: Guideline[] }) {
  const { t, i18n } = useTranslation('guidelines');
  if (videos.length === 0) {
    return (
      <Text c="gray.7" fz="sm">
        {t('noVideos')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={GRID_COLUMNS} spacing="md" verticalSpacing="lg">
      {videos.map((video) => (
        <VideoCard
          key={video.id}
          youtubeId={video.youtube_code}
          title={video.title}
          subtitle={guidelineSubtitle(video, i18n.language)}
        />
      ))}
    </SimpleGrid>
  );
}

export function VideoGridSkeleton() {
  return (
    <SimpleGrid cols={GRID_COLUMNS} spacing="md" verticalSpacing="lg" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <Card key={i} withBorder padding="sm" radius="md">
          <Card.Section>
            <AspectRatio ratio={16 / 9}>
              <Skeleton radius={0} />
            </AspectRatio>
          </Card.Section>
          <Stack gap={8} mt="sm">
            <Skeleton h={14} w="85%" radius="xl" />
            <Skeleton h={12} w="60%" radius="xl" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
