import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminStory } from '@rishta/domain';
import { ContentModal } from '../content-modal';
import { DeleteAction } from '../delete-action';
import { ListState } from '../list-state';
import { SectionHeader } from '../section-header';
import { YoutubeThumb } from '../youtube';
import { storiesQuery, storyRequests } from './queries';
import { StoryForm } from './story-form';

function StoryCard({ story }: { story: AdminStory }) {
  const { t } = useTranslation('admin-content');
  const [editing, edit] = useDisclosure(false);
  return (
    <Paper component="article" aria-label={story.name} withBorder radius="md" p="sm">
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
        <Group gap={4}>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={edit.open}
            aria-label={t('editNamed', { name: story.name })}
          >
            {t('edit')}
          </Button>
          <DeleteAction
            name={story.name}
            question={t('stories.deleteQuestion')}
            done={t('stories.deleted', { name: story.name })}
            remove={() => storyRequests.remove(story.id)}
          />
        </Group>
      </Group>
      <ContentModal opened={editing} onClose={edit.close} title={t('stories.edit')}>
        <StoryForm story={story} onDone={edit.close} />
      </ContentModal>
    </Paper>
  );
}

/** /admin/content/stories: the success stories of the home page, newest first. */
export function StoriesSection() {
  const { t } = useTranslation('admin-content');
  const stories = useQuery(storiesQuery());
  const [adding, add] = useDisclosure(false);
  return (
    <Stack gap="md">
      <SectionHeader
        title={t('stories.title')}
        intro={t('stories.intro')}
        action={<Button onClick={add.open}>{t('stories.add')}</Button>}
      />
      <ListState query={stories} empty={t('stories.empty')}>
        {(list) => (
          <Stack gap="sm">
            {list.results.map((story) => (
              <StoryCard key={story.id} story={story} />
            ))}
          </Stack>
        )}
      </ListState>
      <ContentModal opened={adding} onClose={add.close} title={t('stories.add')}>
        <StoryForm onDone={add.close} />
      </ContentModal>
    </Stack>
  );
}
