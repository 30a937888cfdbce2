import { Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { notify } from '@/lib/notify';
import { useTranslation } from 'react-i18next';
import type { Book } from '@rishta/domain';
import { BookCard } from '@/components/book-card';
import { useDownloadBook } from '@/lib/content-queries';
import { useMessage } from '@/lib/use-message';

const GRID_COLUMNS = { base: 2, sm: 3, md: 4 };

export function BookGrid({ books }: { books: Book[] }) {
  const { t } = useTranslation('books');
  const message = useMessage();
  const download = useDownloadBook();
  if (books.length === 0) {
    return (
      <Text ta="center" py="xl" fw={600} c="gray.7">
        {message('noBookFound')}
      </Text>
    );
  }
  return (
    <SimpleGrid
      cols={GRID_COLUMNS}
      spacing={{ base: 'sm', sm: 'md' }}
      verticalSpacing={{ base: 'sm', sm: 'lg' }}
    >
      {books.map((book) => (
        <BookCard
          key={book.id}
          book={book}
          downloading={download.isPending && download.variables.id === book.id}
          onDownload={(b) =>
            download.mutate(b, { onError: () => notify({ color: 'red', message: t('downloadFailed') }) })
          }
        />
      ))}
    </SimpleGrid>
  );
}

export function BookGridSkeleton() {
  return (
    <SimpleGrid
      cols={GRID_COLUMNS}
      spacing={{ base: 'sm', sm: 'md' }}
      verticalSpacing={{ base: 'sm', sm: 'lg' }}
      aria-hidden="true"
    >
      {Array.from({ length: 8 }, (_, i) => (
        <Card key={i} withBorder padding="sm" radius="md">
          <Card.Section>
            <Skeleton h={220} radius={0} />
          </Card.Section>
          <Stack gap={8} mt="sm">
            <Skeleton h={14} w="85%" radius="xl" />
            <Skeleton h={12} w="55%" radius="xl" />
            <Skeleton h={12} w="40%" radius="xl" />
            <Skeleton h={36} mt={4} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
