import { Link, useLocation } from 'react-router';
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { staffRoleCovers, type StaffRole } from '@rishta/domain';
import { choiceStyle } from './choice-style';
import { consolePath } from './console-paths';
import { CONSOLE_PAGES } from '../../console-pages';

/** The screens this staff member may open, in the registry's order. */
export function visibleNavPages(role: StaffRole) {
  return CONSOLE_PAGES.filter((page) => page.nav && staffRoleCovers(role, page.role));
}

const NAV_NAMESPACES = [
  'admin',
  ...new Set(
    CONSOLE_PAGES.flatMap(({ nav }) => (nav?.label.includes(':') ? [nav.label.split(':')[0]!] : [])),
  ),
];

/**
 * The sidebar's links. Drawn from UnstyledButton rather than Mantine's NavLink, which shares a
 * build chunk with the public site's drawer: using it here would split that chunk and grow the
 * home page's download (issue 13).
 */
export function ConsoleNav({ role, onNavigate }: { role: StaffRole; onNavigate: () => void }) {
  // A label may live in a screen's own namespace ('console-reports:title'): load those too.
  const { t } = useTranslation(NAV_NAMESPACES);
  const { pathname } = useLocation();
  return (
    <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
      {visibleNavPages(role).map(({ path, nav }) => {
        if (!nav) return null;
        const to = consolePath(path);
        const active = pathname === to || pathname.startsWith(`${to}/`);
        const { icon: NavIcon, Count } = nav;
        return (
          <li key={path}>
            <UnstyledButton
              component={Link}
              to={to}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              {...choiceStyle(active)}
            >
              <Group gap="sm" wrap="nowrap" justify="space-between">
                <Group gap="sm" wrap="nowrap">
                  <NavIcon size={18} />
                  <Text fz="sm" fw={active ? 700 : 500} c="inherit">
                    {t(nav.label)}
                  </Text>
                </Group>
                {Count && <Count />}
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
