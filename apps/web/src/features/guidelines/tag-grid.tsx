import { Button, Group, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GuidelineTag } from '@rishta/domain';

/** The topics as toggle buttons; the one whose videos are shown is pressed. */
export function TagGrid({
  tags,
  selectedId,
  onSelect,
}: {
  tags: GuidelineTag[];
  selectedId: number | null;
  onSelect: (tag: GuidelineTag) => void;
}) {
  const { t } = useTranslation('guidelines');
  return (
    <Group gap="xs" role="group" aria-label={t('topicsLabel')}>
      {tags.map((tag) => {
        const selected = tag.id === selectedId;
        return (
          <Button
            key={tag.id}
            variant={selected ? 'filled' : 'default'}
            radius="xl"
            size="sm"
            aria-pressed={selected}
            onClick={() => onSelect(tag)}
            h="auto"
            mih={40}
            py={6}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.35 } }}
          >
            {tag.name}
          </Button>
        );
      })}
    </Group>
  );
}

export function TagGridSkeleton() {
  return (
    <Group gap="xs" aria-hidden="true">
      {[120, 90, 150, 80, 130, 100].map((width, i) => (
        <Skeleton key={i} h={40} w={width} radius="xl" />
      ))}
    </Group>
  );
}
