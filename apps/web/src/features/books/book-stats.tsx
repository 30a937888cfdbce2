import type { ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount, type Book } from '@rishta/domain';
import { DownloadIcon } from '@/components/icons';
import { BookIcon, EyeIcon } from '@/components/page-icons';
import { usePageVisitCount } from '@/lib/content-queries';

/** Books, downloads and visitors (SPEC.md §2 "Books page"); opening the page counts one visit. */
export function BookStats({ books }: { books: Book[] | undefined }) {
  const { t } = useTranslation('books');
  const visits = usePageVisitCount('book');
  const downloads = books?.reduce((sum, book) => sum + book.download_count, 0);
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
      <StatTile
        icon={<BookIcon size={18} />}
        value={books?.length}
        label={(count) => t('stats.books', { count })}
      />
      <StatTile
        icon={<DownloadIcon size={18} />}
        value={downloads}
        label={(count) => t('stats.downloads', { count })}
      />
      <StatTile
        icon={<EyeIcon size={18} />}
        value={visits.data?.count}
        failed={visits.isError}
        label={(count) => t('stats.visitors', { count })}
      />
    </SimpleGrid>
  );
}

function StatTile({
  icon,
  value,
  label,
  failed,
}: {
  icon: ReactNode;
  value: number | undefined;
  label: (count: number) => string;
  failed?: boolean;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} ta="center">
      <Group justify="center" mb={4}>
        <ThemeIcon variant="light" radius="xl" size={32}>
          {icon}
        </ThemeIcon>
      </Group>
      {value === undefined && !failed ? (
        <Skeleton h={28} w="60%" mx="auto" my={2} radius="sm" />
      ) : (
        <Text fz={{ base: 20, sm: 28 }} fw={800} lh={1.2} c="rishta.8" style={{ overflowWrap: 'anywhere' }}>
          {value === undefined ? '–' : formatCount(value)}
        </Text>
      )}
      {/* A long word (Tamil's "visitors") breaks inside its tile rather than past its border. */}
      <Text fz={{ base: 'xs', sm: 'sm' }} c="gray.7" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {label(value ?? 0)}
      </Text>
    </Paper>
  );
}
