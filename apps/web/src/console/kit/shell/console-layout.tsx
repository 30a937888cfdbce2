import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { Anchor, Box, Burger, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { LazyNotifications } from '@/app/layout/lazy-notifications';
import { adminPaths } from './console-paths';
import { LanguageSelect } from '@/app/layout/language-select';
import { ConsoleNav } from './console-nav';
import { ShieldIcon } from './icons';
import { StaffCard } from './staff-card';
import { useRegisterEveryScriptFont } from './use-every-script-font';
import { useStaffIdentity } from './use-staff-role';

const HEADER = 56;
const SIDEBAR = 250;
const border = '1px solid var(--mantine-color-gray-3)';
const PHONE_NAV = 'console-phone-nav';

/** The sidebar's content: the screens, then who is signed in and Sign out. */
function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const identity = useStaffIdentity();
  return (
    <Stack justify="space-between" h="100%" gap="md">
      {identity && <ConsoleNav role={identity.role} onNavigate={onNavigate} />}
      <StaffCard />
    </Stack>
  );
}

/**
 * The console's own frame (not the public site's header and drawer), desktop-first: a fixed
 * header and a sidebar from the `sm` breakpoint; below it the burger opens the same sidebar as a
 * panel under the header. Built from plain boxes rather than Mantine's AppShell (or Drawer and
 * NavLink): those change how the build splits the chunks it shares with the public site, and the
 * home page's download grew with them (issue 13's budget).
 */
export function ConsoleLayout() {
  const { t } = useTranslation('console');
  const [opened, menu] = useDisclosure(false);
  useRegisterEveryScriptFont();
  return (
    <Box mih="100dvh" bg="gray.0">
      <a href="#console-main" className="visually-hidden">
        {t('shell.skipToContent')}
      </a>
      <Group
        component="header"
        pos="fixed"
        top={0}
        left={0}
        right={0}
        h={HEADER}
        px="md"
        bg="white"
        justify="space-between"
        wrap="nowrap"
        style={{ zIndex: 100, borderBottom: border }}
      >
        <Group gap="xs" wrap="nowrap">
          <Burger
            opened={opened}
            onClick={menu.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={opened ? t('shell.closeMenu') : t('shell.openMenu')}
            aria-expanded={opened}
            aria-controls={opened ? PHONE_NAV : undefined}
          />
          <Anchor component={Link} to={adminPaths.home} c="rishta.8" underline="never">
            <Group gap={6} wrap="nowrap">
              <ShieldIcon size={20} />
              <Text fw={700} fz={{ base: 'sm', xs: 'md' }} c="inherit">
                {t('shell.title')}
              </Text>
            </Group>
          </Anchor>
        </Group>
        <LanguageSelect />
      </Group>
      <Box
        component="nav"
        aria-label={t('shell.navigation')}
        visibleFrom="sm"
        pos="fixed"
        top={HEADER}
        bottom={0}
        w={SIDEBAR}
        p="sm"
        bg="white"
        style={{ insetInlineStart: 0, borderInlineEnd: border, overflowY: 'auto' }}
      >
        <Sidebar onNavigate={() => undefined} />
      </Box>
      {opened && (
        <Box
          component="nav"
          id={PHONE_NAV}
          aria-label={t('shell.navigation')}
          hiddenFrom="sm"
          pos="fixed"
          top={HEADER}
          left={0}
          right={0}
          p="sm"
          bg="white"
          mah={`calc(100dvh - ${HEADER}px)`}
          style={{
            zIndex: 99,
            borderBottom: border,
            boxShadow: 'var(--mantine-shadow-md)',
            overflowY: 'auto',
          }}
          onKeyDown={(event) => event.key === 'Escape' && menu.close()}
        >
          <Sidebar onNavigate={menu.close} />
        </Box>
      )}
      <Box component="main" id="console-main" tabIndex={-1} pt={HEADER} ps={{ base: 0, sm: SIDEBAR }}>
        <Box p={{ base: 'sm', sm: 'xl' }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
      <LazyNotifications />
    </Box>
  );
}
