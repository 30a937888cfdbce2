import { useRef, useState } from 'react';
import { Box, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount, type GuidelineTag } from '@rishta/domain';
import { PageHeader } from '@/components/page-header';
import { useGuidelineTags, useGuidelinesByTag, usePageVisitCount } from '@/lib/content-queries';
import { LoadError } from '@/components/load-error';
import { TagGrid, TagGridSkeleton } from './tag-grid';
import { VideoGrid, VideoGridSkeleton } from './video-grid';
import { visitSeed } from '@/lib/rendered-page';

/** Marriage guideline videos by topic (SPEC.md §2 "Guidelines"). */
export function GuidelinesPage() {
  const { t } = useTranslation('guidelines');
  const tags = useGuidelineTags();
  // A random topic is preselected (SPEC.md §2); the draw is kept for the whole visit.
  const [draw] = useState(() => visitSeed() / 0x1_0000_0000);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const tagList = tags.data ?? [];
  const selected =
    tagList.find((tag) => tag.id === chosenId) ?? tagList[Math.floor(draw * tagList.length)] ?? null;
  const videos = useGuidelinesByTag(selected?.id ?? null);
  const videosHeading = useRef<HTMLHeadingElement>(null);

  const select = (tag: GuidelineTag) => {
    setChosenId(tag.id);
    // On a phone the videos may be below the topics: bring them into view when they are.
    const heading = videosHeading.current;
    if (heading && heading.getBoundingClientRect().top > window.innerHeight * 0.75) {
      heading.scrollIntoView({ block: 'start' });
    }
  };

  return (
    <Container size="lg" px="md" py={{ base: 'md', sm: 'xl' }}>
      <title>{`${t('title')} – ${t('appName', { ns: 'common' })}`}</title>
      <PageHeader title={t('title')}>
        <Text c="gray.7">{t('intro')}</Text>
        <VisitCount />
      </PageHeader>
      <Stack gap="xl">
        <Box component="section" aria-labelledby="guideline-topics">
          <Title order={2} id="guideline-topics" fz={{ base: 20, sm: 24 }} mb="sm">
            {t('topics')}
          </Title>
          {tags.data ? (
            tags.data.length ? (
              <TagGrid tags={tags.data} selectedId={selected?.id ?? null} onSelect={select} />
            ) : (
              <Text c="gray.7" fz="sm">
                {t('noTopics')}
              </Text>
            )
          ) : tags.isError ? (
            <LoadError
              onRetry={() => void tags.refetch()}
              retrying={tags.isFetching}
              message={t('loadFailed')}
              retryLabel={t('retry')}
            />
          ) : (
            <TagGridSkeleton />
          )}
        </Box>
        {selected && (
          <Box component="section" aria-labelledby="guideline-videos">
            <Group justify="space-between" align="baseline" gap="xs" mb="sm">
              <Title
                order={2}
                id="guideline-videos"
                ref={videosHeading}
                fz={{ base: 20, sm: 24 }}
                style={{ scrollMarginTop: 76 }}
              >
                {selected.name}
              </Title>
              {videos.data && (
                <Text fz="sm" c="gray.7">
                  {t('videoCount', {
                    count: videos.data.length,
                    formatted: formatCount(videos.data.length),
                  })}
                </Text>
              )}
            </Group>
            {videos.data ? (
              <VideoGrid videos={videos.data} />
            ) : videos.isError ? (
              <LoadError
                onRetry={() => void videos.refetch()}
                retrying={videos.isFetching}
                message={t('loadFailed')}
                retryLabel={t('retry')}
              />
            ) : (
              <VideoGridSkeleton />
            )}
          </Box>
        )}
      </Stack>
    </Container>
  );
}

/** Opening the page counts one visit and shows the total (SPEC.md §7 configs/counter/guidelines). */
function VisitCount() {
  const { t } = useTranslation('guidelines');
  const visits = usePageVisitCount('guidelines');
  if (visits.isPending) return <Skeleton h={14} w={220} radius="xl" mt={4} />;
  if (!visits.data) return null;
  const { count } = visits.data;
  return (
    <Text fz="sm" c="gray.7">
      {t('visits', { count, formatted: formatCount(count) })}
    </Text>
  );
}
