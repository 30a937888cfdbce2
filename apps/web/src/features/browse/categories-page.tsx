import { Container, Paper, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CATEGORY_TABS } from '@rishta/domain';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/lib/session';
import { useProfileList } from './api';
import {
  categoryListParams,
  isCategoryTab,
  readCategoryState,
  writeCategoryState,
  type CategoryState,
} from './category-filter';
import { CategoryPanel } from './category-panel';
import { useCategoryOptions } from './category-options';
import { CategorySummary } from './category-summary';
import { GenderChoice } from './gender-choice';
import { ProfileResults } from './profile-results';
import { useBrowseTexts } from './use-browse-texts';
import { useRememberedScroll } from './remembered-scroll';
import { useRememberedSearch } from './remembered-search';
import { scrollToResults, RESULTS_ID } from './scroll';

/** Category browsing (SPEC.md §2 "Home, categories, new profiles"). */
export function CategoriesPage() {
  const { t } = useTranslation('browse');
  const texts = useBrowseTexts();
  const isVisitor = useSession() === null;
  const [params, setParams] = useRememberedSearch('categories');
  const state = readCategoryState(params);
  const list = useProfileList(categoryListParams(state, isVisitor));
  // The results wait for the open tab's buttons: drawn first, they were pushed down when the
  // buttons arrived (issue 11: CLS 0.22). Appearing below the buttons moves nothing.
  const options = useCategoryOptions(state.tab);
  const panelReady = options.options !== undefined || options.failed;
  useRememberedScroll('categories', list.data !== undefined);

  const go = (next: CategoryState, options?: { replace?: boolean }) =>
    setParams(writeCategoryState(next), options);
  const changePage = (page: number) => {
    go({ ...state, page });
    scrollToResults();
  };

  return (
    <Container size="lg" px="md" py={{ base: 'md', sm: 'xl' }}>
      <title>{`${t('categories.title')} – ${t('appName', { ns: 'common' })}`}</title>
      <PageHeader title={t('categories.title')} description={t('categories.intro')} />
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="md">
            {isVisitor && (
              <GenderChoice value={state.gender} onChange={(gender) => go({ ...state, gender, page: 1 })} />
            )}
            {/* Switching tabs only changes what is shown (replace: no extra history entry); the
                results change when a button is picked. */}
            <Tabs
              value={state.tab}
              onChange={(tab) => isCategoryTab(tab) && go({ ...state, tab }, { replace: true })}
              keepMounted={false}
            >
              <Tabs.List aria-label={t('categories.tabsLabel')}>
                {CATEGORY_TABS.map(({ key }) => (
                  <Tabs.Tab key={key} value={key} px="sm">
                    {t(`categories.tabs.${key}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {CATEGORY_TABS.map(({ key }) => (
                <Tabs.Panel key={key} value={key} pt="md">
                  <CategoryPanel
                    tab={key}
                    selected={state.pick?.tab === key ? state.pick.value : null}
                    onPick={(value) =>
                      go({ ...state, pick: value === null ? null : { tab: key, value }, page: 1 })
                    }
                  />
                </Tabs.Panel>
              ))}
            </Tabs>
            <CategorySummary state={state} />
          </Stack>
        </Paper>
        <div id={RESULTS_ID}>
          {panelReady ? (
            <ProfileResults query={list} page={state.page} onPageChange={changePage} />
          ) : (
            <span className="visually-hidden" role="status">
              {texts.loading}
            </span>
          )}
        </div>
      </Stack>
    </Container>
  );
}
