import { Button, Card, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount, type Book } from '@rishta/domain';
import { DownloadIcon } from './icons';

/** The cover's shape in the books' green, for a cover that could not load. */
const PLAIN_COVER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 5 7'%3E%3Crect width='5' height='7' fill='%23115e4b'/%3E%3C/svg%3E";

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
  const { t } = useTranslation();
  const lang = book.language === 'urdu' ? 'ur' : book.language === 'hindi' ? 'hi' : 'en';
  return (
    <Card withBorder padding="sm" radius="md" h="100%" data-testid="book-card">
      {/* The whole cover (its title plate was cropped away, so every card looked the same, issue
          11), with the title written on the plate by the browser, which has the Urdu and Hindi
          fonts the server lacks. */}
      <Card.Section pos="relative">
        <Image
          src={book.cover}
          // Offline a cover not kept fails: a plain cover in its place, with the title on it.
          fallbackSrc={PLAIN_COVER}
          alt=""
          loading="lazy"
          style={{ aspectRatio: '5 / 7' }}
          fit="cover"
        />
        {/* Exactly over the plate (seed/book-cover.ts: x 70-330, y 410-486 of 400x560). */}
        <div
          aria-hidden="true"
          style={{
            position: 'absolute',
            top: '73.2%',
            height: '13.6%',
            insetInline: '19%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Text fz={11} fw={700} c="white" ta="center" lineClamp={2} lang={lang} style={{ lineHeight: 1.25 }}>
            {book.title}
          </Text>
        </div>
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
        {/* What the book is about, in the page's language (issue 30). */}
        {book.description && (
          <Text fz="sm" lineClamp={3} title={book.description}>
            {book.description}
          </Text>
        )}
        <Text fz="sm" data-testid="download-count">
          {t('books.downloads', {
            count: book.download_count,
            formatted: formatCount(book.download_count),
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
