import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import type { AdminStory } from '@rishta/domain';
import { TextAreaField, TextField } from '../../kit/content/content-fields';
import { TranslationsField } from '../../kit/content/translations-field';
import { YoutubeIdField } from '../../kit/content/youtube-id-field';
import { YoutubeThumb } from '../../kit/content/youtube';

/** A success story: its video, the couple's name and both descriptions. */
export function StoryCard({ item: story, actions }: { item: AdminStory; actions: ReactNode }) {
  return (
    <Group align="flex-start" gap="md">
      <YoutubeThumb id={story.youtube_code} title={story.name} />
      <Stack gap={4} style={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Text component="h3" fw={600} m={0} style={{ overflowWrap: 'anywhere' }}>
          <bdi>{story.name}</bdi>
        </Text>
        <Text fz="sm" fw={500} dir="auto">
          {story.short_description}
        </Text>
        <Text fz="sm" c="dimmed" lineClamp={3} dir="auto" style={{ whiteSpace: 'pre-line' }}>
          {story.description}
        </Text>
      </Stack>
      {actions}
    </Group>
  );
}

/** A story's fields: the couple's name, two descriptions and the video. */
export function StoryFields() {
  return (
    <>
      <TextField name="name" max="name" data-autofocus />
      <TextAreaField name="short_description" max="shortDescription" rows={[2, 4]} />
      <TextAreaField name="description" max="description" rows={[4, 12]} />
      <YoutubeIdField name="youtube_code" titleFrom="name" />
      <TranslationsField
        fields={[
          { name: 'name', max: 'name' },
          { name: 'short_description', max: 'shortDescription', rows: [2, 4] },
          { name: 'description', max: 'description', rows: [4, 12] },
        ]}
      />
    </>
  );
}
