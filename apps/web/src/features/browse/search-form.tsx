import { useState } from 'react';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GenderChoice } from './gender-choice';
import { EMPTY_FILTERS, type SearchFilters } from './search-filters';
import { SearchMainFilters } from './search-main-filters';
import { SearchMoreFilters } from './search-more-filters';

/**
 * The search filters. Changes are a draft until Search is pressed: one request per search instead
 * of one per tap, which matters on mobile data. The parent remounts this form (key) whenever the
 * URL's filters change, so the draft always starts from what is shown.
 */
export function SearchForm({
  initial,
  isVisitor,
  onSearch,
}: {
  initial: SearchFilters;
  isVisitor: boolean;
  onSearch: (filters: SearchFilters) => void;
}) {
  const { t } = useTranslation('browse');
  const [draft, setDraft] = useState(initial);
  // Open at once when one of its filters is in use, so nothing applied is hidden.
  const [more, setMore] = useState(
    () => initial.city !== '' || initial.maslak.length + initial.biradari.length + initial.heights.length > 0,
  );
  const change = (patch: Partial<SearchFilters>) => setDraft((d) => ({ ...d, ...patch }));

  return (
    <Paper
      component="form"
      role="search"
      aria-label={t('search.filters')}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft);
      }}
    >
      <Stack gap="md">
        {isVisitor && <GenderChoice value={draft.gender} onChange={(gender) => change({ gender })} />}
        <SearchMainFilters value={draft} onChange={change} />
        <div>
          {/* Its words wrap: in Tamil or Malayalam one line is wider than a phone. */}
          <Button
            variant="subtle"
            px={0}
            h="auto"
            mih={36}
            maw="100%"
            styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
            aria-expanded={more}
            aria-controls="search-more-filters"
            onClick={() => setMore((m) => !m)}
          >
            {more ? t('search.fewerFilters') : t('search.moreFilters')}
          </Button>
        </div>
        {more && (
          <div id="search-more-filters">
            <SearchMoreFilters value={draft} onChange={change} />
          </div>
        )}
        <Group gap="sm">
          <Button type="submit">{t('search.submit')}</Button>
          <Button variant="default" onClick={() => setDraft({ ...EMPTY_FILTERS, gender: draft.gender })}>
            {t('search.clear')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
