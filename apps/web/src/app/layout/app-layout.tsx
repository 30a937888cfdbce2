import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { APP_BAR_HEIGHT } from '@rishta/domain';
import { PageLoader } from '@/components/page-loader';
import { TopBar } from './top-bar';
import { SideDrawer } from './side-drawer';
import { SiteFooter } from './site-footer';
import { InstallBanner } from './install-banner';

export function AppLayout() {
  const [drawerOpen, drawer] = useDisclosure(false);
  return (
    <AppShell header={{ height: APP_BAR_HEIGHT }} padding={0}>
      <a href="#main" className="visually-hidden">
        Skip to content
      </a>
      <AppShell.Header>
        <TopBar onMenu={drawer.open} menuOpen={drawerOpen} />
      </AppShell.Header>
      <SideDrawer opened={drawerOpen} onClose={drawer.close} />
      <AppShell.Main>
        <InstallBanner />
        <Box id="main" component="main" mih="70vh">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
        <SiteFooter />
      </AppShell.Main>
      <ScrollRestoration />
    </AppShell>
  );
}
