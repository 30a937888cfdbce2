import { useState } from 'react';
import { Button, Grid, Group, Paper, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentSection } from '../../kit/content/content-section';
import { CONTENT_NS } from '../../kit/content/content-texts';
import { tags } from './tags';
import { useTagList } from './video-item';
import { videos } from './videos';

// The filter's value for every tag.
const ALL = 'all';

/** The videos, with a tag filter and Add video (which needs a tag to put it under). */
function VideosPanel() {
  const { t } = useTranslation(CONTENT_NS);
  const tagList = useTagList();
  const [shown, setShown] = useState(ALL);
  return (
    <ContentSection
      kind={videos}
      shown={shown === ALL ? undefined : (video) => String(video.tag) === shown}
      actions={(openAdd) => (
        <Group gap="sm" align="flex-end">
          <Select
            label={t('videos.filter')}
            value={shown}
            onChange={(value) => setShown(value ?? ALL)}
            allowDeselect={false}
            data={[
              { value: ALL, label: t('videos.allTags') },
              ...tagList.map((tag) => ({ value: String(tag.id), label: tag.name })),
            ]}
            w={200}
          />
          <Button onClick={openAdd} disabled={tagList.length === 0}>
            {t('videos.add')}
          </Button>
        </Group>
      )}
    >
      {tagList.length === 0 && (
        <Text fz="sm" c="dimmed">
          {t('videos.tagFirst')}
        </Text>
      )}
    </ContentSection>
  );
}

/** /admin/content/guidelines: the tags (the public page's tabs) beside the videos under them. */
export function VideosSection() {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Paper withBorder radius="md" p="md">
          <ContentSection kind={tags} />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <VideosPanel />
      </Grid.Col>
    </Grid>
  );
}
