import { useRef, type ReactNode } from 'react';
import { ActionIcon, Text, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { useOffline } from '@/lib/offline';
import classes from './home-carousel.module.css';

/** How wide one slide is, as a share of the row, from the smallest screen up. */
export type SlideSize = 'cards' | 'videos';

const SKELETON_SLIDES = 4;

interface CarouselContentProps<T> {
  /** The section's name, for the carousel group. */
  label: string;
  query: { data: readonly T[] | undefined; isError: boolean; isFetching: boolean; refetch: () => unknown };
  empty: string;
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  skeleton: ReactNode;
  slideSize?: SlideSize;
}

/**
 * Offline, a section with nothing kept for it is left out: the page's one offline notice says
 * that what was seen last is shown (issue 32), rather than a red error per section. Online, a
 * failure still shows its error with Retry.
 */
export function useNothingOffline(query: { data: readonly unknown[] | undefined; isError: boolean }) {
  const offline = useOffline();
  return offline && query.isError && (query.data === undefined || query.data.length === 0);
}

/** One home carousel with its loading, failed and empty states. */
export function CarouselContent<T>({
  label,
  query,
  empty,
  getKey,
  renderItem,
  skeleton,
  slideSize = 'cards',
}: CarouselContentProps<T>) {
  const { t } = useTranslation('home');
  const { data, isError } = query;
  const retry = (
    <LoadError
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      message={t('loadFailed')}
      retryLabel={t('retry')}
    />
  );
  if (data === undefined) {
    if (isError) return retry;
    return <SkeletonRow label={label} skeleton={skeleton} slideSize={slideSize} />;
  }
  if (data.length === 0 && isError) return retry;
  if (data.length === 0) {
    return (
      <Text c="gray.7" fz="sm">
        {empty}
      </Text>
    );
  }
  return (
    <SlideRow label={label} slideSize={slideSize}>
      {data.map((item) => (
        <li key={getKey(item)} className={classes.slide}>
          {renderItem(item)}
        </li>
      ))}
    </SlideRow>
  );
}

/**
 * A row that phones swipe natively (CSS scroll snapping, no carousel script to download), with
 * arrow buttons on wider screens. It follows the page direction, so Urdu starts on the right.
 */
/** The carousel's row of skeleton cards, shown while its items (or its code) load. */
export function SkeletonRow({
  label,
  skeleton,
  slideSize = 'cards',
}: {
  label: string;
  skeleton: ReactNode;
  slideSize?: SlideSize;
}) {
  return (
    <SlideRow label={label} slideSize={slideSize} withControls={false}>
      {Array.from({ length: SKELETON_SLIDES }, (_, i) => (
        <li key={i} className={classes.slide}>
          {skeleton}
        </li>
      ))}
    </SlideRow>
  );
}

function SlideRow({
  label,
  slideSize,
  withControls = true,
  children,
}: {
  label: string;
  slideSize: SlideSize;
  withControls?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('home');
  const { dir } = useDirection();
  const row = useRef<HTMLUListElement>(null);
  const scroll = (forward: boolean) => {
    const el = row.current;
    if (!el) return;
    const step = el.clientWidth * 0.9 * (forward ? 1 : -1) * (dir === 'rtl' ? -1 : 1);
    el.scrollBy({ left: step, behavior: 'smooth' });
  };
  return (
    <div role="group" aria-label={label} className={classes.root}>
      <ul ref={row} className={classes.row} data-size={slideSize}>
        {children}
      </ul>
      {withControls && (
        <div className={classes.controls}>
          <ActionIcon
            variant="default"
            radius="xl"
            size={36}
            onClick={() => scroll(false)}
            aria-label={t('carousel.previous')}
          >
            <span aria-hidden="true">{dir === 'rtl' ? '›' : '‹'}</span>
          </ActionIcon>
          <ActionIcon
            variant="default"
            radius="xl"
            size={36}
            onClick={() => scroll(true)}
            aria-label={t('carousel.next')}
          >
            <span aria-hidden="true">{dir === 'rtl' ? '‹' : '›'}</span>
          </ActionIcon>
        </div>
      )}
    </div>
  );
}
