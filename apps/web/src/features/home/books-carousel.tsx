import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_CAROUSEL_SIZE } from '@rishta/domain';
import { BookCard } from '@/components/book-card';
import { useBooks, useDownloadBook } from '@/lib/content-queries';
import { notify } from '@/lib/notify';
import { CarouselContent } from './home-carousel';
import { seededSample } from './seeded-sample';

/**
 * The books of the home page with their Download buttons. Loaded after the page (the last section,
 * below the fold): the cards and the download mutation stay off the first page's JavaScript.
 */
export default function BooksCarousel({
  seed,
  label,
  skeleton,
}: {
  seed: number;
  label: string;
  skeleton: ReactNode;
}) {
  const { t } = useTranslation('home');
  const query = useBooks();
  const download = useDownloadBook();
  const picked = useMemo(
    () => query.data && seededSample(query.data, HOME_CAROUSEL_SIZE, seed),
    [query.data, seed],
  );
  return (
    <CarouselContent
      label={label}
      query={{ ...query, data: picked }}
      empty={t('empty.books')}
      getKey={(book) => book.id}
      renderItem={(book) => (
        <BookCard
          book={book}
          downloading={download.isPending && download.variables.id === book.id}
          onDownload={(b) =>
            download.mutate(b, { onError: () => notify({ color: 'red', message: t('downloadFailed') }) })
          }
        />
      )}
      skeleton={skeleton}
    />
  );
}
