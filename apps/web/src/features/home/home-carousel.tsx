import '@mantine/carousel/styles.css';
import type { ReactNode } from 'react';
import { Carousel, type CarouselProps } from '@mantine/carousel';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from './load-error';
import classes from './home-carousel.module.css';

export const CARD_SLIDE_SIZE: CarouselProps['slideSize'] = { base: '80%', xs: '45%', sm: '33.333%', md: '25%' };
export const VIDEO_SLIDE_SIZE: CarouselProps['slideSize'] = { base: '85%', xs: '60%', sm: '50%', md: '33.333%' };

const SKELETON_SLIDES = 4;

interface CarouselContentProps<T> {
  /** The section's name, for the carousel region. */
  label: string;
  query: { data: readonly T[] | undefined; isError: boolean; isFetching: boolean; refetch: () => unknown };
  empty: string;
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  skeleton: ReactNode;
  slideSize?: CarouselProps['slideSize'];
}

/**
 * One home carousel with its loading, failed and empty states. Mantine's carousel follows the
 * page direction, so in Urdu it starts on the right and swipes the other way.
 */
export function CarouselContent<T>({ label, query, empty, getKey, renderItem, skeleton, slideSize = CARD_SLIDE_SIZE }: CarouselContentProps<T>) {
  const { data, isError } = query;
  const retry = <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (data === undefined) {
    if (isError) return retry;
    return (
      <SlideRow label={label} slideSize={slideSize} withControls={false}>
        {Array.from({ length: SKELETON_SLIDES }, (_, i) => (
          <Carousel.Slide key={i}>{skeleton}</Carousel.Slide>
        ))}
      </SlideRow>
    );
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
        <Carousel.Slide key={getKey(item)}>{renderItem(item)}</Carousel.Slide>
      ))}
    </SlideRow>
  );
}

function SlideRow({ label, slideSize, withControls = true, children }: { label: string; slideSize: CarouselProps['slideSize']; withControls?: boolean; children: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <Carousel
      // The section around it is already the labelled region; a second region of the same name
      // would only repeat it to screen readers.
      role="group"
      aria-label={label}
      slideSize={slideSize}
      slideGap="md"
      controlSize={36}
      withControls={withControls}
      emblaOptions={{ align: 'start', containScroll: 'trimSnaps', slidesToScroll: 'auto' }}
      previousControlProps={{ 'aria-label': t('carousel.previous') }}
      nextControlProps={{ 'aria-label': t('carousel.next') }}
      classNames={{ controls: classes.controls, control: classes.control }}
    >
      {children}
    </Carousel>
  );
}
