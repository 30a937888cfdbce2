import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Box, Group, Title, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChevronForwardIcon } from '@/components/icons';

/** A titled block of the home page: an h2 under the hero's h1, with an optional "See all" link. */
export function HomeSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Group justify="space-between" align="center" gap="xs" mb="sm" wrap="nowrap">
        <Title order={2} id={id} fz={{ base: 20, sm: 24 }} miw={0}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Box>
  );
}

export function SeeAllLink({ to, section }: { to: string; section: string }) {
  const { t } = useTranslation('home');
  const { dir } = useDirection();
  return (
    <Anchor
      component={Link}
      to={to}
      fw={600}
      fz="sm"
      aria-label={t('seeAllLabel', { section })}
      // Two lines rather than past the screen's edge where "See all" is long (Tamil).
      style={{ display: 'inline-flex', alignItems: 'center', gap: 2, textAlign: 'end', maxWidth: '45%' }}
    >
      {t('seeAll')}
      <ChevronForwardIcon size={16} style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />
    </Anchor>
  );
}
