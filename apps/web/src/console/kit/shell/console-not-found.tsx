import { Link } from 'react-router';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { adminPaths } from './console-paths';
import { ConsolePageHeader } from './console-page-header';

/** An address under /admin that is no console screen. */
export function ConsoleNotFound() {
  const { t } = useTranslation('console');
  return (
    <Stack align="flex-start">
      <ConsolePageHeader title={t('shell.notFoundTitle')} />
      <Text>{t('shell.notFoundText')}</Text>
      <Button component={Link} to={adminPaths.home} variant="light">
        {t('shell.toConsole')}
      </Button>
    </Stack>
  );
}
