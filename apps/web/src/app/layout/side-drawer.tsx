import { Link, useLocation } from 'react-router';
import { Drawer, NavLink, Stack, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExternalIcon } from '@/components/icons';
import { siteConfig } from '../site-config';

/** Only screens that exist are listed; each later area adds its own entries here. */
const ITEMS = [
  { to: '/', key: 'home' },
  { to: '/guidelines', key: 'guidelines' },
  { to: '/scholarships', key: 'scholarships', newTab: true },
  { to: '/book', key: 'books' },
  { to: '/news', key: 'news' },
  { to: '/about', key: 'about' },
  { to: '/feedback', key: 'feedback' },
  { to: '/terms-and-conditions', key: 'terms' },
] as const;

export function SideDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const rtl = useDirection().dir === 'rtl';
  const { pathname } = useLocation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('appName')}
      size={280}
      position={rtl ? 'right' : 'left'}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
    >
      <nav aria-label={t('nav.menu')}>
        <Stack gap={2}>
          {ITEMS.map((item) =>
            'newTab' in item ? (
              <NavLink
                key={item.key}
                component="a"
                href={item.to}
                target="_blank"
                rel="noopener"
                label={t(`nav.${item.key}`)}
                rightSection={<ExternalIcon size={14} />}
                onClick={onClose}
              />
            ) : (
              <NavLink
                key={item.key}
                component={Link}
                to={item.to}
                active={pathname === item.to}
                aria-current={pathname === item.to ? 'page' : undefined}
                label={t(`nav.${item.key}`)}
                onClick={onClose}
              />
            ),
          )}
          <NavLink
            component="a"
            href={siteConfig.hajUmrahGuideUrl}
            target="_blank"
            rel="noopener noreferrer"
            label={t('nav.hajUmrah')}
            rightSection={<ExternalIcon size={14} />}
            onClick={onClose}
          />
        </Stack>
      </nav>
    </Drawer>
  );
}
