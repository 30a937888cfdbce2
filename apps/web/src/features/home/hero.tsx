import { Link } from 'react-router';
import { Badge, Box, Button, Group, List, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PROFILE_TOTAL, formatCount } from '@rishta/domain';
import { CheckCircleIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { useSummary } from '@/lib/content-queries';
import { useSession } from '@/lib/session';
import { paths } from '@/config/paths';

/** The page's h1: what Rishta is, for whom, and how many profiles it holds (SPEC.md §1, §9). */
export function Hero() {
  const { t } = useTranslation('home');
  const signedIn = Boolean(useSession()?.token);
  const summary = useSummary();
  // The spec shows 12000 whenever no real total is given, and that includes a failed request.
  const total = summary.data?.totalProfile || DEFAULT_PROFILE_TOTAL;
  const points = [t('hero.points.free'), t('hero.points.verified'), t('hero.points.everywhere')];

  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      style={{
        background:
          'linear-gradient(160deg, var(--mantine-color-rishta-0) 0%, var(--mantine-color-white) 65%)',
      }}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'lg', md: 'xl' }} verticalSpacing="lg">
        <Box>
          <Badge
            size="lg"
            variant="filled"
            mb="sm"
            style={{ textTransform: 'none', height: 'auto', minHeight: 28, whiteSpace: 'normal' }}
            // Its whole text on as many lines as it needs: cut, Tamil's lost "no fees".
            styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
          >
            {t('hero.badge')}
          </Badge>
          <PageHeader title={t('hero.title')}>
            <Text fz={{ base: 'md', sm: 'lg' }} c="gray.8" mt={4}>
              {t('hero.tagline')}
            </Text>
          </PageHeader>
          <Group gap="sm">
            {signedIn ? (
              <Button component={Link} to={paths.search} size="md">
                {t('hero.search')}
              </Button>
            ) : (
              <>
                <Button component={Link} to={paths.signup} size="md">
                  {t('hero.register')}
                </Button>
                <Button component={Link} to={paths.search} size="md" variant="default">
                  {t('hero.search')}
                </Button>
              </>
            )}
          </Group>
        </Box>
        <Paper radius="md" p={{ base: 'md', sm: 'lg' }} bg="rishta.8" c="white">
          <Stack gap="md">
            <Box aria-live="polite" aria-busy={summary.isPending}>
              {summary.isPending ? (
                <>
                  <Skeleton h={40} w="55%" radius="sm" opacity={0.35} />
                  <span className="visually-hidden">{t('hero.totalLoading')}</span>
                </>
              ) : (
                <Text component="p" m={0} lh={1.2}>
                  <Text component="span" display="block" fz={{ base: 34, sm: 44 }} fw={800} lh={1.1}>
                    {formatCount(total)}
                  </Text>
                  <Text component="span" display="block" fz="md" fw={600}>
                    {t('hero.totalLabel', { count: total })}
                  </Text>
                </Text>
              )}
            </Box>
            <List
              spacing="xs"
              fz="sm"
              icon={<CheckCircleIcon size={18} />}
              styles={{ itemIcon: { color: 'var(--mantine-color-rishta-1)' } }}
            >
              {points.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
          </Stack>
        </Paper>
      </SimpleGrid>
    </Paper>
  );
}
