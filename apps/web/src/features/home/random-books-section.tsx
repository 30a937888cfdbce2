import { useMemo } from 'react';
import { notify } from '@/lib/notify';
import { useTranslation } from 'react-i18next';
import { HOME_CAROUSEL_SIZE } from '@rishta/domain';
import { BookCard } from '@/components/book-card';
import { useBooks, useDownloadBook } from '@/lib/content-queries';
import { CardSkeleton } from './card-skeleton';
import { CarouselContent } from './home-carousel';
import { HomeSection, SeeAllLink } from './home-section';
import { seededSample } from './seeded-sample';

/** Ten books picked at random once per visit, downloadable right here (SPEC.md §9). */
export function RandomBooksSection({ seed }: { seed: number }) {
  const { t } = useTranslation('home');
  const query = useBooks();
  const download = useDownloadBook();
  const picked = useMemo(
    () => query.data && seededSample(query.data, HOME_CAROUSEL_SIZE, seed),
    [query.data, seed],
  );
  const title = t('sections.books');
  return (
    <HomeSection id="home-books" title={title} action={<SeeAllLink to="/book" section={title} />}>
      <CarouselContent
        label={title}
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
        skeleton={<CardSkeleton mediaHeight={220} lines={3} withButton />}
      />
    </HomeSection>
  );
}
