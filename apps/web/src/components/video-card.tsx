import { useState } from 'react';
import { AspectRatio, Box, Card, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlayIcon } from './icons';

interface VideoCardProps {
  youtubeId: string;
  title: string;
  subtitle?: string;
  /** Extra text under the title, e.g. a story's description. */
  children?: React.ReactNode;
}

/**
 * A video that costs nothing until it is wanted: a thumbnail first, and YouTube's player only
 * after a tap, so a page of ten videos doesn't download ten players on mobile data.
 */
export function VideoCard({ youtubeId, title, subtitle, children }: VideoCardProps) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const [thumbFailed, setThumbFailed] = useState(false);
  return (
    <Card withBorder padding="sm" radius="md" h="100%">
      <Card.Section>
        <AspectRatio ratio={16 / 9}>
          {playing ? (
            <iframe
              src={`https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&rel=0`}
              title={t('common.videoTitle', { title })}
              allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              style={{ border: 0 }}
            />
          ) : (
            <UnstyledButton
              onClick={() => setPlaying(true)}
              aria-label={t('common.watchVideo', { title })}
              style={{ position: 'relative', display: 'block' }}
            >
              <Box
                style={{
                  position: 'absolute',
                  inset: 0,
                  background:
                    'linear-gradient(135deg, var(--mantine-color-rishta-8), var(--mantine-color-rishta-5))',
                }}
              />
              {!thumbFailed && (
                <img
                  src={`https://i.ytimg.com/vi/${youtubeId}/hqdefault.jpg`}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  onError={() => setThumbFailed(true)}
                  style={{
                    position: 'absolute',
                    inset: 0,
                    width: '100%',
                    height: '100%',
                    objectFit: 'cover',
                  }}
                />
              )}
              <Box
                style={{
                  position: 'absolute',
                  inset: 0,
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                <Box bg="rgba(0,0,0,0.6)" c="white" p={12} style={{ borderRadius: '50%', display: 'flex' }}>
                  <PlayIcon size={28} />
                </Box>
              </Box>
            </UnstyledButton>
          )}
        </AspectRatio>
      </Card.Section>
      <Text fw={600} mt="sm" lineClamp={2}>
        {title}
      </Text>
      {subtitle && (
        <Text fz="sm" c="dimmed" lang="hi" lineClamp={2}>
          {subtitle}
        </Text>
      )}
      {children}
    </Card>
  );
}
