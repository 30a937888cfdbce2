import { Suspense, use, useState } from 'react';
import { Outlet } from 'react-router';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisclosure } from '@mantine/hooks';
import { APP_BAR_HEIGHT } from '@rishta/domain';
import { PageLoader } from '@/components/page-loader';
import { i18nReady } from '@/i18n';
import { HydrationMark, useRenderedSeedUntilNavigation } from '@/lib/rendered-page';
import { TopBar } from './top-bar';
import { ScrollToTop } from './scroll-to-top';
import { InstallBanner } from './install-banner';
import { OfflineNotice } from '@/components/offline-notice';
import { LazyNotifications } from './lazy-notifications';
import { SessionEffects } from './session-effects';
import { lazyPart } from '@/lib/lazy-part';

// The drawer's code loads on the first tap of the menu button, not with every page.
const SideDrawer = lazyPart(() => import('./side-drawer').then((m) => ({ default: m.SideDrawer })));
// The footer sits below a screen-tall main (never in the first view), so its code (links, the
// app-download prompt, the ad) comes after the page's own: the home page's budget (issue 14).
const SiteFooter = lazyPart(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));

export function AppLayout() {
  // A spinner replaces the page while the stored session loads (SPEC.md §2): the session itself is
  // read synchronously from localStorage, and until the translations are ready this suspends into
  // the router's PageLoader, so the bar never shows a wrong Login/My Profile or untranslated text.
  use(i18nReady);
  useRenderedSeedUntilNavigation();
  const { t } = useTranslation();
  const [drawerOpen, drawer] = useDisclosure(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const openDrawer = () => {
    setDrawerUsed(true);
    drawer.open();
  };
  return (
    <>
      <a href="#main" className="visually-hidden">
        {t('nav.skipToContent')}
      </a>
      {/* A plain fixed bar: Mantine's AppShell would add scroll-locking code we don't need. */}
      <Box
        component="header"
        pos="fixed"
        top={0}
        left={0}
        right={0}
        h={APP_BAR_HEIGHT}
        bg="white"
        style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <TopBar onMenu={openDrawer} menuOpen={drawerOpen} />
      </Box>
      {drawerUsed && (
        <Suspense fallback={null}>
          <SideDrawer opened={drawerOpen} onClose={drawer.close} />
        </Suspense>
      )}
      <SessionEffects />
      <LazyNotifications />
      <Box component="main" pt={APP_BAR_HEIGHT}>
        <OfflineNotice />
        <InstallBanner />
        {/* At least a screen tall: while a route's code or data loads, the footer stays below the
            fold instead of being drawn and then pushed down (issue 11: CLS 0.2 on every page). */}
        <Box id="main" mih={`calc(100dvh - ${APP_BAR_HEIGHT}px)`} tabIndex={-1}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
            <HydrationMark />
          </Suspense>
        </Box>
      </Box>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <ScrollToTop />
    </>
  );
}
