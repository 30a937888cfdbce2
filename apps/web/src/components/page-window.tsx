import { Group, Pagination, useDirection, useMatches } from '@mantine/core';
import { VISIBLE_PAGES } from '@rishta/domain';
import { ChevronForwardIcon } from './icons';

export interface PageWindowLabels {
  /** The navigation landmark's name, e.g. "Pages of results". */
  nav: string;
  previous: string;
  next: string;
  page: (page: number) => string;
}

/** The first page of a window of `size` pages that keeps `value` near its middle. */
export function windowStart(value: number, total: number, size: number): number {
  const start = value - Math.floor(size / 2);
  return Math.max(1, Math.min(start, total - size + 1));
}

/**
 * Page buttons for a long list: at most VISIBLE_PAGES numbers at a time (SPEC.md §9), fewer on a
 * phone so the row fits 412 px without scrolling sideways. Mantine's own window counts dots and
 * edges differently, so the window is built here and only Mantine's controls are reused.
 */
export function PageWindow({
  total,
  value,
  onChange,
  labels,
  visible = VISIBLE_PAGES,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
  labels: PageWindowLabels;
  visible?: number;
}) {
  const { dir } = useDirection();
  const size = useMatches({ base: Math.min(5, visible), sm: visible });
  if (total <= 1) return null;
  const start = windowStart(value, total, size);
  const pages = Array.from({ length: Math.min(size, total - start + 1) }, (_, i) => start + i);
  // The chevron points forward in the reading direction; mirrored for Urdu.
  const mirror = dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  const back = { transform: dir === 'rtl' ? undefined : 'scaleX(-1)' };
  return (
    <Pagination.Root total={total} value={value} onChange={onChange} size="md">
      <Group component="nav" aria-label={labels.nav} gap={6} justify="center" wrap="wrap" mt="lg">
        <Pagination.Control
          aria-label={labels.previous}
          disabled={value <= 1}
          onClick={() => onChange(value - 1)}
        >
          <ChevronForwardIcon size={16} style={back} />
        </Pagination.Control>
        {pages.map((page) => (
          <Pagination.Control
            key={page}
            active={page === value}
            aria-current={page === value ? 'page' : undefined}
            aria-label={labels.page(page)}
            onClick={() => onChange(page)}
          >
            {page}
          </Pagination.Control>
        ))}
        <Pagination.Control
          aria-label={labels.next}
          disabled={value >= total}
          onClick={() => onChange(value + 1)}
        >
          <ChevronForwardIcon size={16} style={mirror} />
        </Pagination.Control>
      </Group>
    </Pagination.Root>
  );
}
