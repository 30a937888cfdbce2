import { Suspense, useEffect, useRef } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONTENT_NS } from '../../kit/content/content-texts';
import { ConsoleLoader } from '../../kit/shell/console-loader';
import { ConsoleNotFound } from '../../kit/shell/console-not-found';
import { ConsolePageHeader } from '../../kit/shell/console-page-header';
import { consolePath } from '../../kit/shell/console-paths';
import { CONTENT_SECTIONS, CONTENT_TABS, isContentTab } from './content-tabs';

const contentTabPath = (tab: string) => consolePath(`content/${tab}`);

/**
 * /admin/content/<tab> (admins): what the public pages show. Each tab has an address
 * of its own (a reload or a shared link opens the same one); /admin/content opens the first.
 * Changes show on the public site from the next page load: its content calls are never cached.
 */
export function ContentPage() {
  const { t } = useTranslation(CONTENT_NS);
  const { kind: tab } = useParams();
  const navigate = useNavigate();
  const tabs = useRef<HTMLDivElement>(null);
  // On a phone the tab row scrolls sideways: bring the chosen tab into view (a link may open the last).
  useEffect(() => {
    const chosen = tabs.current?.querySelector('[aria-selected="true"]');
    // (jsdom, where the tests run, has no scrollIntoView.)
    chosen?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  if (tab === undefined) return <Navigate to={contentTabPath(CONTENT_TABS[0]!)} replace />;
  if (!isContentTab(tab)) return <ConsoleNotFound />;
  const Section = CONTENT_SECTIONS[tab];
  return (
    <Stack gap={0} maw={1200}>
      <ConsolePageHeader title={t('title')} description={t('intro')} />
      <Tabs value={tab} onChange={(next) => next && navigate(contentTabPath(next))}>
        {/* Seven tabs do not fit a phone: the row scrolls sideways inside itself, not the page. */}
        <Tabs.List ref={tabs} style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {CONTENT_TABS.map((k) => (
            <Tabs.Tab key={k} value={k} style={{ flexShrink: 0 }}>
              {t(`kinds.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* Every tab names its panel; only the chosen one loads its code and list. */}
        {CONTENT_TABS.map((k) => (
          <Tabs.Panel key={k} value={k} pt="lg">
            {k === tab && (
              <Suspense fallback={<ConsoleLoader />}>
                <Section />
              </Suspense>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
