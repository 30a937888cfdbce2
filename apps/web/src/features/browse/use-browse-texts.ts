import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, formatCount } from '@rishta/domain';
import type { PageWindowLabels } from '@/components/page-window';

/**
 * Texts every profile list of this feature shares. The spec's messages default to the domain's
 * English wording, so a missing translation still shows the exact message.
 */
export function useBrowseTexts() {
  const { t } = useTranslation('browse');
  return useMemo(() => {
    const pages: PageWindowLabels = {
      nav: t('pagination.nav'),
      previous: t('pagination.previous'),
      next: t('pagination.next'),
      page: (page) => t('pagination.page', { page: formatCount(page) }),
    };
    return {
      loading: t('messages.profilesLoading', { defaultValue: MESSAGES.profilesLoading }),
      empty: t('messages.noProfilesFound', { defaultValue: MESSAGES.noProfilesFound }),
      // A capped count (decision 038) is a lower bound: "1,000+ profiles found".
      found: (count: number, capped = false) =>
        t(capped ? 'foundMore' : 'found', { count, formatted: formatCount(count) }),
      loadFailed: t('loadFailed'),
      retry: t('retry'),
      notSaved: t('offline.notSaved'),
      pages,
    };
  }, [t]);
}
