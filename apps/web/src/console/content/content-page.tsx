import { Suspense, useEffect, useRef } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { consolePath } from '../admin-paths';
import { ConsoleLoader } from '../shell/console-loader';
import { ConsoleNotFound } from '../shell/console-not-found';
import { ConsolePageHeader } from '../shell/console-page-header';
import { CONTENT_KINDS, CONTENT_SECTIONS, isContentKind } from './content-kinds';

const contentKindPath = (kind: string) => consolePath(`content/${kind}`);

/**
 * /admin/content/<kind> (admins): what the public pages show. Each kind is a tab with an address
 * of its own (a reload or a shared link opens the same one); /admin/content opens the first.
 * Changes show on the public site from the next page load: its content calls are never cached.
 */
export function ContentPage() {
  const { t } = useTranslation('admin-content');
  const { kind } = useParams();
  const navigate = useNavigate();
  const tabs = useRef<HTMLDivElement>(null);
  // On a phone the tab row scrolls sideways: bring the chosen tab into view (a link may open the last).
  useEffect(() => {
    const chosen = tabs.current?.querySelector('[aria-selected="true"]');
    // (jsdom, where the tests run, has no scrollIntoView.)
    chosen?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [kind]);
  if (kind === undefined) return <Navigate to={contentKindPath(CONTENT_KINDS[0])} replace />;
  if (!isContentKind(kind)) return <ConsoleNotFound />;
  const Section = CONTENT_SECTIONS[kind];
  return (
    <Stack gap={0} maw={1200}>
      <ConsolePageHeader title={t('title')} description={t('intro')} />
      <Tabs value={kind} onChange={(next) => next && navigate(contentKindPath(next))}>
        {/* Seven tabs do not fit a phone: the row scrolls sideways inside itself, not the page. */}
        <Tabs.List ref={tabs} style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {CONTENT_KINDS.map((k) => (
            <Tabs.Tab key={k} value={k} style={{ flexShrink: 0 }}>
              {t(`kinds.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* Every tab names its panel; only the chosen one loads its code and list. */}
        {CONTENT_KINDS.map((k) => (
          <Tabs.Panel key={k} value={k} pt="lg">
            {k === kind && (
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
