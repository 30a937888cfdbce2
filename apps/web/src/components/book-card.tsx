import { Button, Card, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Book } from '@rishta/domain';
import { DownloadIcon } from './icons';

/** A book's cover, title, author and download count, with the Download button (SPEC.md §2). */
export function BookCard({
  book,
  onDownload,
  downloading,
}: {
  book: Book;
  onDownload: (book: Book) => void;
  downloading?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = book.language === 'urdu' ? 'ur' : book.language === 'hindi' ? 'hi' : 'en';
  return (
    <Card withBorder padding="sm" radius="md" h="100%" data-testid="book-card">
      <Card.Section>
        <Image src={book.cover} alt="" loading="lazy" h={220} fit="cover" />
      </Card.Section>
      <Stack gap={4} mt="sm" style={{ flex: 1 }}>
        {/* The whole title: a cut one cannot be told apart from the next book (issue 11). */}
        <Text
          fw={700}
          lang={lang}
          dir={lang === 'ur' ? 'rtl' : undefined}
          style={{ overflowWrap: 'anywhere' }}
        >
          {book.title}
        </Text>
        <Text fz="sm" c="dimmed" lineClamp={1}>
          {book.author}
        </Text>
        <Text fz="sm" data-testid="download-count">
          {t('books.downloads', {
            count: book.download_count,
            formatted: new Intl.NumberFormat(i18n.language).format(book.download_count),
          })}
        </Text>
      </Stack>
      <Button
        mt="sm"
        fullWidth
        leftSection={<DownloadIcon size={16} />}
        onClick={() => onDownload(book)}
        loading={downloading}
        aria-label={`${t('common.download')}: ${book.title}`}
      >
        {t('common.download')}
      </Button>
    </Card>
  );
}
