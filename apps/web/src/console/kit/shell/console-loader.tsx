import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A console list while it loads; screen readers hear "Loading…". */
export function ConsoleLoader() {
  const { t } = useTranslation('console');
  return (
    <Center py="xl" role="status">
      <Loader />
      <span className="visually-hidden">{t('shell.loading')}</span>
    </Center>
  );
}
