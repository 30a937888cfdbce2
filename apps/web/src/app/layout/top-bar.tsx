import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { Burger, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { UserIcon } from '@/components/icons';
import { LanguageSelect } from './language-select';
import { paths, profilePath } from '@/config/paths';
import { lazyPart } from '@/lib/lazy-part';

// The chat button with its unread count loads only for a logged-in user (issue 14).
const TopBarChatLink = lazyPart(() =>
  import('@/features/chat/unread-badge').then((m) => ({ default: m.TopBarChatLink })),
);

export function TopBar({ onMenu, menuOpen }: { onMenu: () => void; menuOpen: boolean }) {
  const { t } = useTranslation();
  const current = useSession();
  const { pathname } = useLocation();
  return (
    <Group h="100%" px="sm" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flexShrink: 1 }}>
        <Burger opened={menuOpen} onClick={onMenu} aria-label={t('nav.openMenu')} size="sm" />
        {/* The name wraps onto a hidden second row when the buttons on the right need its room (a
            long Login in Tamil on a 360 px phone): the logo stays, and nothing is pushed off screen. */}
        <Link
          to={paths.home}
          aria-label={t('nav.homeLink')}
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 8,
            height: 32,
            minWidth: 32,
            overflow: 'hidden',
            textDecoration: 'none',
          }}
        >
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <Text fw={800} fz="lg" c="rishta.8" lh="32px">
            {t('appName')}
          </Text>
        </Link>
      </Group>
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
        <LanguageSelect onAccount />
        {current?.profileId != null && (
          <Suspense fallback={null}>
            <TopBarChatLink />
          </Suspense>
        )}
        {current?.slug ? (
          <Button
            component={Link}
            to={profilePath(current.slug)}
            size="xs"
            leftSection={<UserIcon size={16} />}
            styles={{ section: { marginInlineEnd: 'var(--my-profile-gap, 8px)' } }}
            className="my-profile"
          >
            <span className="wide-label">{t('nav.myProfile')}</span>
          </Button>
        ) : (
          <Button component={Link} to={paths.login} size="xs" reloadDocument={pathname === paths.login}>
            {t('nav.login')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
