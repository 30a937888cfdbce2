import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateFormat } from '@/lib/dates';

/**
 * Issue 32: a profile younger than 7 days cannot be deleted (SPEC.md §6). The page says so as it
 * opens, with the day from which the request can be sent (the server's `deletion_possible_from`,
 * by its clock), before anything is filled in. The form stays: the server still decides, and
 * answers the spec's message to a request sent too soon.
 */
export function DeletionNotYet({ from }: { from: string }) {
  const { t, i18n } = useTranslation('profile');
  const day = new Date(from);
  if (Number.isNaN(day.getTime())) return null;
  const date = dateFormat(i18n.language, { day: 'numeric', month: 'long', year: 'numeric' }).format(day);
  return (
    <Alert color="rishta" variant="light" title={t('delete.notYetTitle', { date })} mb="md">
      {t('delete.notYet', { date })}
    </Alert>
  );
}
