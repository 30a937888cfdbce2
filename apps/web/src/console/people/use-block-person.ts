import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonDetail } from '@rishta/domain';
import { notify } from '@/lib/notify';
import { useBlockPerson, type BlockChange } from './queries';
import { usePeopleErrorText } from './use-people-error-text';

/** The name a moderator knows the person by: their profile's, else the username. */
export const personName = (person: PersonDetail) => person.profile?.full_name ?? person.account.username;

/**
 * Block or Unblock on the person page: a dialog for each (a block needs the reason the person will
 * read), which stays open with the server's refusal in it, and a notification once it is done.
 */
export function useBlockActions(person: PersonDetail) {
  const { t } = useTranslation('admin-people');
  const errorText = usePeopleErrorText();
  const change = useBlockPerson(person);
  const [open, setOpen] = useState<BlockChange['kind'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = personName(person);

  const run = async (next: BlockChange) => {
    setError(null);
    try {
      await change.mutateAsync(next);
      setOpen(null);
      notify(
        next.kind === 'block'
          ? { color: 'rishta', title: t('done.blockedTitle'), message: t('done.blocked', { name }) }
          : { color: 'rishta', title: t('done.unblockedTitle'), message: t('done.unblocked', { name }) },
      );
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return {
    name,
    open,
    error,
    busy: change.isPending,
    openDialog: (kind: BlockChange['kind']) => {
      setError(null);
      setOpen(kind);
    },
    close: () => setOpen(null),
    block: (reason: string) => run({ kind: 'block', reason }),
    unblock: () => run({ kind: 'unblock' }),
  };
}
