import { AspectRatio, Card, Container, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { BlogCard } from './blog-card';
import { LoadError } from '@/components/load-error';
import { useBlogs } from './use-blogs';

const GRID_COLUMNS = { base: 1, sm: 2, md: 3 };

/** News as blog cards linking to the full articles (SPEC.md §2 "News"). */
export function NewsPage() {
  const { t } = useTranslation('news');
  const blogs = useBlogs();

  return (
    <Container size="lg" px="md" py={{ base: 'md', sm: 'xl' }}>
      <title>{`${t('title')} – ${t('appName', { ns: 'common' })}`}</title>
      <PageHeader title={t('title')}>
        <Text c="gray.7">{t('intro')}</Text>
      </PageHeader>
      {blogs.data ? (
        blogs.data.length ? (
          <SimpleGrid cols={GRID_COLUMNS} spacing="md" verticalSpacing="lg">
            {blogs.data.map((blog) => (
              <BlogCard key={blog.id} blog={blog} />
            ))}
          </SimpleGrid>
        ) : (
          <Text ta="center" py="xl" fw={600} c="gray.7">
            {t('empty')}
          </Text>
        )
      ) : blogs.isError ? (
        <LoadError
          onRetry={() => void blogs.refetch()}
          retrying={blogs.isFetching}
          message={t('loadFailed')}
          retryLabel={t('retry')}
        />
      ) : (
        <SimpleGrid cols={GRID_COLUMNS} spacing="md" verticalSpacing="lg" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Card key={i} withBorder padding="md" radius="md">
              <Card.Section>
                <AspectRatio ratio={16 / 9}>
                  <Skeleton radius={0} />
                </AspectRatio>
              </Card.Section>
              <Stack gap={8} mt="md">
                <Skeleton h={18} w="90%" radius="xl" />
                <Skeleton h={12} radius="xl" />
                <Skeleton h={12} w="75%" radius="xl" />
                <Skeleton h={36} w={130} mt="xs" />
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
