import { useId } from 'react';
import { Collapse, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { SuccessStory } from '@rishta/domain';
import { VideoCard } from '@/components/video-card';

/** A couple's story: video, names and a short line, with the full story a tap away. */
export function StoryCard({ story }: { story: SuccessStory }) {
  const { t } = useTranslation('home');
  const [open, { toggle }] = useDisclosure(false);
  const id = useId();
  const hasMore =
    story.description.trim() !== '' && story.description.trim() !== story.short_description.trim();
  return (
    <VideoCard youtubeId={story.youtube_code} title={story.name}>
      <Text fz="sm" c="gray.8" mt={4} dir="auto">
        {story.short_description}
      </Text>
      {hasMore && (
        <>
          <Collapse expanded={open} id={id} keepMounted={false}>
            <Text fz="sm" c="gray.8" mt="xs" dir="auto" style={{ whiteSpace: 'pre-line' }}>
              {story.description}
            </Text>
          </Collapse>
          <UnstyledButton
            onClick={toggle}
            aria-expanded={open}
            aria-controls={open ? id : undefined}
            mt="xs"
            fz="sm"
            fw={600}
            c="rishta.8"
            style={{ alignSelf: 'flex-start', textDecoration: 'underline', textUnderlineOffset: 3 }}
          >
            {open ? t('stories.showLess') : t('stories.readFull')}
          </UnstyledButton>
        </>
      )}
    </VideoCard>
  );
}
