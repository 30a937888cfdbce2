import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Drawer, Loader, NavLink, Stack, useDirection } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ExternalIcon } from '@/components/icons';
import { api } from '@/lib/api';
import { forgetSignupDraft, session, useSession } from '@/lib/session';
import { useStanding } from '@/lib/standing';
import { StandingLine } from '@/components/standing/standing-notice';
import { NoticeDot } from '@/components/notices/notice-dot';
import { siteConfig } from '@/config/site';
import { paths, profilePath } from '@/config/paths';
import { UnreadCount } from '@/features/chat/unread-badge';

/** Only screens that exist are listed; each later area adds its own entries here. */
const ITEMS = [
  { to: paths.home, key: 'home' },
  { to: paths.guidelines, key: 'guidelines' },
  { to: paths.scholarships, key: 'scholarships', newTab: true },
  { to: paths.categories, key: 'categories' },
  { to: paths.newProfiles, key: 'newProfiles' },
  { to: paths.search, key: 'searchProfiles' },
  { to: paths.localSearch, key: 'localSearch' },
  { to: paths.books, key: 'books' },
  { to: paths.news, key: 'news' },
  { to: paths.about, key: 'about' },
  { to: paths.feedback, key: 'feedback' },
  { to: paths.terms, key: 'terms' },
] as const;

/** Screens about the user's own proposals and favourites, listed only when logged in. */
const LOGGED_IN_ITEMS = [
  { to: paths.forYou, key: 'forYou' },
  { to: paths.proposals, key: 'proposals' },
  { to: paths.receivedProposals, key: 'receivedProposals' },
  { to: paths.sentProposals, key: 'sentProposals' },
  { to: paths.favourites, key: 'favourites' },
] as const;

/** The chat, listed for everyone as the spec lists it; a visitor is asked to log in first. */
const CHAT_ITEMS = [
  { to: paths.chatIndex, key: 'chat' },
  { to: paths.chatGroup, key: 'groupForum' },
] as const;

/** A drawer entry for one of our screens, marked as the current page when it is open. */
function ScreenLink({
  to,
  label,
  onClose,
  rightSection,
}: {
  to: string;
  label: string;
  onClose: () => void;
  rightSection?: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <NavLink
      component={Link}
      to={to}
      active={pathname === to}
      aria-current={pathname === to ? 'page' : undefined}
      label={label}
      onClick={onClose}
      rightSection={rightSection}
    />
  );
}

export function SideDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const rtl = useDirection().dir === 'rtl';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const current = useSession();
  const [loggingOut, setLoggingOut] = useState(false);
  const standing = useStanding();

  // SPEC.md §4 "Session": logout ends the server session, forgets everything kept for this login
  // (token, remembered page, cached answers with personal data, the stored form) and returns home. The local part
  // happens even when the call fails, so a phone that lost its connection is still logged out here.
  const logout = async () => {
    setLoggingOut(true);
    try {
      await api('/profiles/logout/', { method: 'POST' });
    } catch {
      // The token is forgotten below either way; the server also expires it.
    }
    session.clear();
    forgetSignupDraft();
    queryClient.clear();
    setLoggingOut(false);
    onClose();
    void navigate(paths.home);
  };

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
              <ScreenLink key={item.key} to={item.to} label={t(`nav.${item.key}`)} onClose={onClose} />
            ),
          )}
          {current && standing.data && (
            // The owner's page explains the state; the drawer says it in a word, on every page.
            <NavLink
              component={Link}
              to={profilePath(standing.data.slug)}
              onClick={onClose}
              label={t('standing.yourProfile')}
              description={<StandingLine standing={standing.data} />}
              rightSection={<NoticeDot />}
              color={standing.data.state === 'listed' ? undefined : 'blue'}
              active={standing.data.state !== 'listed'}
              variant="light"
              data-testid="drawer-standing"
            />
          )}
          {current &&
            LOGGED_IN_ITEMS.map((item) => (
              <ScreenLink key={item.key} to={item.to} label={t(`nav.${item.key}`)} onClose={onClose} />
            ))}
          {CHAT_ITEMS.map((item) => (
            <ScreenLink
              key={item.key}
              to={item.to}
              label={t(`nav.${item.key}`)}
              onClose={onClose}
              rightSection={
                item.key === 'chat' && current && current.profileId !== null ? <UnreadCount /> : undefined
              }
            />
          ))}
          {current ? (
            <NavLink
              component="button"
              type="button"
              label={t('nav.logout')}
              onClick={() => void logout()}
              disabled={loggingOut}
              rightSection={loggingOut ? <Loader size={14} aria-hidden="true" /> : undefined}
            />
          ) : (
            <ScreenLink to={paths.login} label={t('nav.loginRegister')} onClose={onClose} />
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
