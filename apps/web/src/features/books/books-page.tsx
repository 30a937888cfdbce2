import { useState } from 'react';
import { Badge, Container, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BOOK_LANGUAGES, type BookLanguage, formatCount } from '@rishta/domain';
import { PageHeader } from '@/components/page-header';
import { useBooks } from '@/lib/content-queries';
import { BookGrid, BookGridSkeleton } from './book-grid';
import { BookStats } from './book-stats';
import { LoadError } from '@/components/load-error';

/** Open on the books in the reader's own language when there is such a tab. */
function initialTab(interfaceLanguage: string): BookLanguage {
  if (interfaceLanguage === 'ur') return 'urdu';
  if (interfaceLanguage === 'hi') return 'hindi';
  return 'english';
}

const isBookLanguage = (value: string | null): value is BookLanguage =>
  BOOK_LANGUAGES.some((l) => l === value);

/** Free books in English, Urdu and Hindi (SPEC.md §2 "Books page"). */
export function BooksPage() {
  const { t, i18n } = useTranslation('books');
  const books = useBooks();
  const [tab, setTab] = useState<BookLanguage>(() => initialTab(i18n.language));

  return (
    <Container size="lg" px="md" py={{ base: 'md', sm: 'xl' }}>
      <title>{`${t('title')} – ${t('appName', { ns: 'common' })}`}</title>
      <PageHeader title={t('title')}>
        <Text c="gray.7">{t('intro')}</Text>
      </PageHeader>
      <Stack gap="xl">
        <BookStats books={books.data} />
        <Tabs value={tab} onChange={(value) => isBookLanguage(value) && setTab(value)} keepMounted={false}>
          <Tabs.List grow>
            {BOOK_LANGUAGES.map((language) => {
              const count = books.data?.filter((b) => b.language === language).length;
              return (
                <Tabs.Tab
                  key={language}
                  value={language}
                  fz={{ base: 'sm', sm: 'md' }}
                  px={{ base: 'xs', sm: 'md' }}
                  rightSection={
                    count !== undefined && (
                      <>
                        <Badge size="sm" variant={tab === language ? 'filled' : 'light'} aria-hidden="true">
                          {formatCount(count)}
                        </Badge>
                        <span className="visually-hidden">{` (${t('tabCount', { count, formatted: formatCount(count) })})`}</span>
                      </>
                    )
                  }
                >
                  {t(`languages.${language}`)}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {BOOK_LANGUAGES.map((language) => (
            <Tabs.Panel key={language} value={language} pt="lg">
              {books.data ? (
                <BookGrid books={books.data.filter((b) => b.language === language)} />
              ) : books.isError ? (
                <LoadError
                  onRetry={() => void books.refetch()}
                  retrying={books.isFetching}
                  message={t('loadFailed')}
                  retryLabel={t('retry')}
                />
              ) : (
                <BookGridSkeleton />
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
