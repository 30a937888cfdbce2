import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BOOK_LANGUAGES, type AdminBook, formatCount } from '@rishta/domain';
import { ChoiceField } from '../../kit/content/choice-field';
import { TextAreaField, TextField } from '../../kit/content/content-fields';
import { CONTENT_NS } from '../../kit/content/content-texts';
import { FileField } from '../../kit/content/file-field';
import { TranslationsField } from '../../kit/content/translations-field';

/** A book: its cover, title, author, language tab and downloads, its PDF and Delete. */
export function BookCard({ item: book, actions }: { item: AdminBook; actions: ReactNode }) {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <Group align="flex-start" gap="md" wrap="nowrap">
      <Image src={book.cover} alt="" w={72} h={100} fit="cover" radius="sm" style={{ flexShrink: 0 }} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Text component="h3" fw={600} m={0} style={{ overflowWrap: 'anywhere' }}>
          <bdi>{book.title}</bdi>
        </Text>
        <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <bdi>{book.author}</bdi>
        </Text>
        {book.description && (
          <Text fz="sm" lineClamp={2} dir="auto">
            {book.description}
          </Text>
        )}
        <Group gap="xs">
          <Badge variant="light">{t(`languages.${book.language}`)}</Badge>
          <Text fz="sm">
            {t('books.downloads', {
              count: book.download_count,
              formatted: formatCount(book.download_count),
            })}
          </Text>
        </Group>
        <Group gap="xs" mt={4}>
          <Anchor href={book.pdf} target="_blank" rel="noopener noreferrer" fz="sm">
            {t('books.openPdf')}
          </Anchor>
          {actions}
        </Group>
      </Stack>
    </Group>
  );
}

/** The books, two side by side on a wide screen. */
export const BookGrid = ({ children }: { children: ReactNode }) => (
  <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
    {children}
  </SimpleGrid>
);

/** Add book: its texts (BookTextFields), the PDF and its cover. */
export function BookFields() {
  return (
    <>
      <BookTextFields />
      <FileField name="pdf" accept="application/pdf,.pdf" required />
      <FileField name="cover" accept="image/*" required preview />
    </>
  );
}

/**
 * A book's texts: title, author, language tab, and what it is about, in English and (issue 30) in
 * the other languages.
 */
export function BookTextFields() {
  const { t } = useTranslation(CONTENT_NS);
  const languages = BOOK_LANGUAGES.map((language) => ({
    value: language,
    label: t(`languages.${language}`),
  }));
  return (
    <>
      <TextField name="title" max="title" data-autofocus />
      <TextField name="author" max="author" />
      <ChoiceField name="language" data={languages} />
      <TextAreaField name="description" max="bookDescription" rows={[2, 6]} required={false} />
      <TranslationsField fields={[{ name: 'description', max: 'bookDescription', rows: [2, 6] }]} />
    </>
  );
}
