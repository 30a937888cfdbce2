import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The spinner that stands in for a page while it (or the stored session) loads. */
export function PageLoader() {
  // It is a Suspense fallback itself, so it must not suspend while translations load.
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <Center mih="50vh" role="status">
      <Loader />
      {/* The spinner itself is decorative; screen readers hear this instead. */}
      <span className="visually-hidden">{t('common.loading', { defaultValue: 'Loading…' })}</span>
    </Center>
  );
}
