import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminGuideline } from '@rishta/domain';
import { ChoiceField } from '../../kit/content/choice-field';
import { TextField } from '../../kit/content/content-fields';
import { TranslationsField } from '../../kit/content/translations-field';
import { YoutubeIdField } from '../../kit/content/youtube-id-field';
import { YoutubeThumb } from '../../kit/content/youtube';
import { tags } from './tags';

/** The tags a video can be put under (the tags panel's list, from the cache). */
export const useTagList = () => useQuery(tags.list()).data?.results ?? [];

/** A video: its thumbnail, both titles, its tag and its YouTube id. */
export function VideoCard({ item: video, actions }: { item: AdminGuideline; actions: ReactNode }) {
  const tag = useTagList().find((x) => x.id === video.tag);
  return (
    <Group align="flex-start" gap="md">
      <YoutubeThumb id={video.youtube_code} title={video.title} />
      <Stack gap={4} style={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Text component="h3" fw={600} m={0} style={{ overflowWrap: 'anywhere' }}>
          <bdi>{video.title}</bdi>
        </Text>
        <Text lang="hi" dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {video.title_hindi}
        </Text>
        <Group gap="xs">
          {tag && (
            <Badge variant="light">
              <bdi>{tag.name}</bdi>
            </Badge>
          )}
          <Text fz="xs" c="dimmed" dir="ltr" ff="monospace">
            {video.youtube_code}
          </Text>
        </Group>
      </Stack>
      {actions}
    </Group>
  );
}

/** A video's fields: its tag, English and Hindi titles, YouTube id, and the other languages' titles. */
export function VideoFields() {
  const tagList = useTagList().map((tag) => ({ value: String(tag.id), label: tag.name }));
  return (
    <>
      <ChoiceField name="tag" data={tagList} />
      <TextField name="title" max="title" data-autofocus />
      <TextField name="title_hindi" max="title" lang="hi" />
      <YoutubeIdField name="youtube_code" titleFrom="title" />
      <TranslationsField fields={[{ name: 'title', max: 'title' }]} except={['hi']} />
    </>
  );
}
