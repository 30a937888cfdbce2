import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useBooks } from '@/lib/content-queries';
import { CardSkeleton } from './card-skeleton';
import { SkeletonRow, useNothingOffline } from './home-carousel';
import { HomeSection, SeeAllLink } from './home-section';
import { paths } from '@/config/paths';
import { lazyPart } from '@/lib/lazy-part';

const BooksCarousel = lazyPart(() => import('./books-carousel'));

/** The cover's proportions (seed/book-cover.ts: 400 × 560), so loading does not move the page. */
const COVER_RATIO = 5 / 7;

/** Ten books picked at random once per visit, downloadable right here (SPEC.md §9). */
export function RandomBooksSection({ seed }: { seed: number }) {
  const { t } = useTranslation('home');
  // Asked for now, so the list arrives while the carousel's code loads.
  const books = useBooks();
  const title = t('sections.books');
  const nothingOffline = useNothingOffline(books);
  if (nothingOffline) return null;
  const skeleton = <CardSkeleton mediaRatio={COVER_RATIO} lines={3} withButton />;
  return (
    <HomeSection id="home-books" title={title} action={<SeeAllLink to={paths.books} section={title} />}>
      {/* While the carousel's code loads, the same skeleton cards it shows while the list loads. */}
      <Suspense fallback={<SkeletonRow label={title} skeleton={skeleton} />}>
        <BooksCarousel seed={seed} label={title} skeleton={skeleton} />
      </Suspense>
    </HomeSection>
  );
}
