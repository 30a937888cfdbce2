import { AspectRatio, Card, Skeleton, Stack } from '@mantine/core';

/** The shape of a card while it loads, so the page doesn't jump when the real one arrives. */
export function CardSkeleton({
  mediaHeight,
  mediaRatio = 16 / 9,
  lines = 2,
  withButton = false,
}: {
  mediaHeight?: number;
  /** Width to height of the media when it has no fixed height (a video 16:9, a book cover 5:7). */
  mediaRatio?: number;
  lines?: number;
  withButton?: boolean;
}) {
  return (
    <Card withBorder padding="sm" radius="md" h="100%" aria-hidden="true">
      <Card.Section>
        {mediaHeight ? (
          <Skeleton h={mediaHeight} radius={0} />
        ) : (
          <AspectRatio ratio={mediaRatio}>
            <Skeleton radius={0} />
          </AspectRatio>
        )}
      </Card.Section>
      <Stack gap={8} mt="sm">
        <Skeleton h={14} w="85%" radius="xl" />
        {Array.from({ length: lines - 1 }, (_, i) => (
          <Skeleton key={i} h={12} w={i % 2 ? '50%' : '70%'} radius="xl" />
        ))}
        {withButton && <Skeleton h={36} mt={4} />}
      </Stack>
    </Card>
  );
}
