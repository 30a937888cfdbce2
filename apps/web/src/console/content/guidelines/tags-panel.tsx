import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminGuidelineTag } from '@rishta/domain';
import { ContentModal } from '../content-modal';
import { DeleteAction } from '../delete-action';
import { ListState } from '../list-state';
import { tagRequests, tagsQuery } from './queries';
import { AddTagForm, RenameTagForm } from './tag-form';

function TagRow({ tag }: { tag: AdminGuidelineTag }) {
  const { t } = useTranslation('admin-content');
  const [renaming, rename] = useDisclosure(false);
  return (
    <Stack component="li" gap={2} py={6}>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        <bdi>{tag.name}</bdi>
      </Text>
      <Group justify="space-between" gap={4}>
        <Badge variant="light" color={tag.video_count > 0 ? 'rishta' : 'gray'}>
          {t('guidelines.videoCount', { count: tag.video_count })}
        </Badge>
        <Group gap={4} wrap="nowrap">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={rename.open}
            aria-label={t('guidelines.renameNamed', { name: tag.name })}
          >
            {t('guidelines.rename')}
          </Button>
          <DeleteAction
            name={tag.name}
            question={t('guidelines.deleteTagQuestion')}
            done={t('guidelines.tagDeleted', { name: tag.name })}
            remove={() => tagRequests.remove(tag.id)}
            disabled={tag.video_count > 0}
          />
        </Group>
      </Group>
      <ContentModal
        opened={renaming}
        onClose={rename.close}
        title={t('guidelines.renameTitle', { name: tag.name })}
        size="md"
      >
        <RenameTagForm tag={tag} onDone={rename.close} />
      </ContentModal>
    </Stack>
  );
}

/** The tags: the tabs of the public guidelines page, in their order. */
export function TagsPanel() {
  const { t } = useTranslation('admin-content');
  const tags = useQuery(tagsQuery());
  return (
    <Paper component="section" aria-labelledby="guideline-tags-title" withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title id="guideline-tags-title" order={2} fz="lg">
          {t('guidelines.tagsTitle')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('guidelines.tagsIntro')}
        </Text>
        <AddTagForm />
        <ListState query={tags} empty={t('guidelines.noTags')}>
          {(list) => (
            <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
              {list.results.map((tag) => (
                <TagRow key={tag.id} tag={tag} />
              ))}
            </Stack>
          )}
        </ListState>
      </Stack>
    </Paper>
  );
}
