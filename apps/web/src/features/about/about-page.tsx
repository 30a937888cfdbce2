import { Box, Container, Group, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '@/components/icons';
import { BadgeCheckIcon, BanIcon, GiftIcon, ShieldIcon } from '@/components/page-icons';
import { PageHeader } from '@/components/page-header';
import { VideoCard } from '@/components/video-card';
import { ABOUT_VIDEOS } from './about-videos';

/** One icon per promise on the About page, keyed like the `points` messages. */
const MISSION_POINTS = [
  { key: 'free', icon: <GiftIcon size={22} /> },
  { key: 'verified', icon: <BadgeCheckIcon size={22} /> },
  { key: 'safe', icon: <ShieldIcon size={22} /> },
  { key: 'community', icon: <GlobeIcon size={22} /> },
  { key: 'noBrokers', icon: <BanIcon size={22} /> },
] as const;

/** Who we are and why the service is free, then the five explainer videos (SPEC.md §1, §2). */
export function AboutPage() {
  const { t } = useTranslation('about');
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <title>{`${t('title')} – ${t('appName', { ns: 'common' })}`}</title>
      <PageHeader title={t('title')} description={t('tagline')} />

      <Box component="section" aria-labelledby="about-mission">
        <Title order={2} id="about-mission" fz={{ base: 20, sm: 24 }}>
          {t('missionTitle')}
        </Title>
        <Text mt="xs" maw="70ch" fz={{ base: 'md', sm: 'lg' }}>
          {t('mission')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" mt="lg">
          {MISSION_POINTS.map((point) => (
            <Paper key={point.key} withBorder radius="md" p="md">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" size={40} radius="md">
                  {point.icon}
                </ThemeIcon>
                <div>
                  <Title order={3} fz="md">
                    {t(`points.${point.key}.title`)}
                  </Title>
                  <Text fz="sm" mt={4}>
                    {t(`points.${point.key}.text`)}
                  </Text>
                </div>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      </Box>

      <Box component="section" aria-labelledby="about-videos" mt={40}>
        <Title order={2} id="about-videos" fz={{ base: 20, sm: 24 }}>
          {t('videosTitle')}
        </Title>
        <Text mt="xs" mb="md">
          {t('videosIntro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {ABOUT_VIDEOS.map((video) => (
            <VideoCard
              key={video.key}
              youtubeId={video.youtubeId}
              title={t(`videos.${video.key}`, { defaultValue: video.title })}
            />
          ))}
        </SimpleGrid>
      </Box>
    </Container>
  );
}
