import { Anchor, Badge, Button, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminBook } from '@rishta/domain';
import { ContentModal } from '../content-modal';
import { DeleteAction } from '../delete-action';
import { ListState } from '../list-state';
import { SectionHeader } from '../section-header';
import { BookForm } from './book-form';
import { bookRequests, booksQuery } from './queries';

function BookCard({ book }: { book: AdminBook }) {
  const { t, i18n } = useTranslation('admin-content');
  return (
    <Paper component="article" aria-label={book.title} withBorder radius="md" p="sm">
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Image src={book.cover} alt="" w={72} h={100} fit="cover" radius="sm" style={{ flexShrink: 0 }} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text component="h3" fw={600} m={0} style={{ overflowWrap: 'anywhere' }}>
            <bdi>{book.title}</bdi>
          </Text>
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <bdi>{book.author}</bdi>
          </Text>
          <Group gap="xs">
            <Badge variant="light">{t(`languages.${book.language}`)}</Badge>
            <Text fz="sm">
              {t('books.downloads', {
                count: book.download_count,
                formatted: new Intl.NumberFormat(i18n.language).format(book.download_count),
              })}
            </Text>
          </Group>
          <Group gap="xs" mt={4}>
            <Anchor href={book.pdf} target="_blank" rel="noopener noreferrer" fz="sm">
              {t('books.openPdf')}
            </Anchor>
            <DeleteAction
              name={book.title}
              question={t('books.deleteQuestion')}
              done={t('books.deleted', { title: book.title })}
              remove={() => bookRequests.remove(book.id)}
            />
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/** /admin/content/books: the free books shelf, and Add book. */
export function BooksSection() {
  const { t } = useTranslation('admin-content');
  const books = useQuery(booksQuery());
  const [adding, add] = useDisclosure(false);
  return (
    <Stack gap="md">
      <SectionHeader
        title={t('books.title')}
        intro={t('books.intro')}
        action={<Button onClick={add.open}>{t('books.add')}</Button>}
      />
      <ListState query={books} empty={t('books.empty')}>
        {(list) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {list.results.map((book) => (
              <BookCard key={book.id} book={book} />
            ))}
          </SimpleGrid>
        )}
      </ListState>
      <ContentModal opened={adding} onClose={add.close} title={t('books.add')}>
        <BookForm onDone={add.close} />
      </ContentModal>
    </Stack>
  );
}
