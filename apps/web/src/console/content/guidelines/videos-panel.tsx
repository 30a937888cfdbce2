import { useState } from 'react';
import { Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminGuidelineTag, Guideline } from '@rishta/domain';
import { ContentModal } from '../content-modal';
import { DeleteAction } from '../delete-action';
import { ListState } from '../list-state';
import { YoutubeThumb } from '../youtube';
import { tagsQuery, videoRequests, videosQuery } from './queries';
import { VideoForm } from './video-form';

// The filter's value for every tag.
const ALL = 'all';

function VideoItem({ video, tags }: { video: Guideline; tags: AdminGuidelineTag[] }) {
  const { t } = useTranslation('admin-content');
  const [editing, edit] = useDisclosure(false);
  const tag = tags.find((x) => x.id === video.tag);
  return (
    <Paper component="article" aria-label={video.title} withBorder radius="md" p="sm">
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
        <Group gap={4}>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={edit.open}
            aria-label={t('editNamed', { name: video.title })}
          >
            {t('edit')}
          </Button>
          <DeleteAction
            name={video.title}
            question={t('guidelines.deleteVideoQuestion')}
            done={t('guidelines.videoDeleted', { title: video.title })}
            remove={() => videoRequests.remove(video.id)}
          />
        </Group>
      </Group>
      <ContentModal opened={editing} onClose={edit.close} title={t('guidelines.editVideo')}>
        <VideoForm video={video} tags={tags} onDone={edit.close} />
      </ContentModal>
    </Paper>
  );
}

/** The videos, with a tag filter and Add video (which needs a tag to put it under). */
export function VideosPanel() {
  const { t } = useTranslation('admin-content');
  const videos = useQuery(videosQuery());
  const tags = useQuery(tagsQuery()).data?.results ?? [];
  const [shown, setShown] = useState(ALL);
  const [adding, add] = useDisclosure(false);
  return (
    <Stack component="section" aria-labelledby="guideline-videos-title" gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title id="guideline-videos-title" order={2} fz="lg">
          {t('guidelines.videosTitle')}
        </Title>
        <Group gap="sm" align="flex-end">
          <Select
            label={t('guidelines.filter')}
            value={shown}
            onChange={(value) => setShown(value ?? ALL)}
            allowDeselect={false}
            data={[
              { value: ALL, label: t('guidelines.allTags') },
              ...tags.map((tag) => ({ value: String(tag.id), label: tag.name })),
            ]}
            w={200}
          />
          <Button onClick={add.open} disabled={tags.length === 0}>
            {t('guidelines.addVideo')}
          </Button>
        </Group>
      </Group>
      {tags.length === 0 && (
        <Text fz="sm" c="dimmed">
          {t('guidelines.tagFirst')}
        </Text>
      )}
      <ListState query={videos} empty={t('guidelines.noVideos')}>
        {(list) => {
          const filtered = shown === ALL ? list.results : list.results.filter((v) => String(v.tag) === shown);
          if (filtered.length === 0) {
            return (
              <Text c="dimmed" role="status">
                {t('guidelines.noVideosForTag')}
              </Text>
            );
          }
          return (
            <Stack gap="sm">
              {filtered.map((video) => (
                <VideoItem key={video.id} video={video} tags={tags} />
              ))}
            </Stack>
          );
        }}
      </ListState>
      <ContentModal opened={adding} onClose={add.close} title={t('guidelines.addVideo')}>
        <VideoForm tags={tags} onDone={add.close} />
      </ContentModal>
    </Stack>
  );
}
