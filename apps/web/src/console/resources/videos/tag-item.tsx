import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminGuidelineTag } from '@rishta/domain';
import { ItemActions } from '../../kit/content/content-card';
import type { ContentKind } from '../../kit/content/content-kind';
import { CONTENT_NS } from '../../kit/content/content-texts';

/** A tag: its name, how many videos it has, Rename, and Delete while it has none. */
export function TagRow({
  kind,
  item: tag,
}: {
  kind: ContentKind<AdminGuidelineTag>;
  item: AdminGuidelineTag;
}) {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <Stack component="li" gap={2}>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        <bdi>{tag.name}</bdi>
      </Text>
      <Group justify="space-between" gap={4}>
        <Badge variant="light" color={tag.video_count > 0 ? 'rishta' : 'gray'}>
          {t('tags.videoCount', { count: tag.video_count })}
        </Badge>
        <ItemActions kind={kind} item={tag} deleteDisabled={tag.video_count > 0} />
      </Group>
    </Stack>
  );
}
