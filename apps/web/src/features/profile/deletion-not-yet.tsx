import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canRequestDeletion, deletionPossibleFrom } from '@rishta/domain';
import { serverNow } from '@/lib/api';
import { dateFormat } from '@/lib/dates';

/**
 * Issue 32: a profile younger than 7 days cannot be deleted (SPEC.md §6). The page says so as it
 * opens, with the day from which the request can be sent, instead of refusing a filled-in form.
 * The server still decides (and answers the spec's message if asked too soon).
 */
export function deletionNotYet(createdOn: string | null | undefined): Date | null {
  if (!createdOn || canRequestDeletion(createdOn, serverNow())) return null;
  const from = deletionPossibleFrom(createdOn);
  return Number.isNaN(from.getTime()) ? null : from;
}

export function DeletionNotYet({ from }: { from: Date }) {
  const { t, i18n } = useTranslation('profile');
  const date = dateFormat(i18n.language, { day: 'numeric', month: 'long', year: 'numeric' }).format(from);
  return (
    <Alert color="rishta" variant="light" title={t('delete.notYetTitle', { date })}>
      {t('delete.notYet', { date })}
    </Alert>
  );
}
