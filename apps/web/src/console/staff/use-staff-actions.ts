import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useStaffAction, type StaffActionKind, type StaffMember } from './queries';
import { useStaffErrorText } from './use-staff-error-text';

export interface PendingAction {
  member: StaffMember;
  kind: StaffActionKind;
}

const DONE = {
  disable: { title: 'done.disabledTitle', message: 'done.disabled' },
  enable: { title: 'done.enabledTitle', message: 'done.enabled' },
  'reset-authenticator': { title: 'done.resetTitle', message: 'done.reset' },
} as const;

/**
 * Disable, Enable and Reset authenticator: each asks first (one dialog for the page), keeps the
 * dialog open with the server's refusal (an admin cannot disable themselves), and notifies when done.
 */
export function useStaffActions() {
  const { t } = useTranslation('admin-staff');
  const errorText = useStaffErrorText();
  const action = useStaffAction();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!pending) return;
    setError(null);
    try {
      const answer = await action.mutateAsync(pending);
      setPending(null);
      const done = DONE[pending.kind];
      notify({
        color: 'rishta',
        title: t(done.title),
        message: t(done.message, { username: answer.username }),
      });
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return {
    pending,
    error,
    busy: action.isPending,
    ask: (next: PendingAction) => {
      setError(null);
      setPending(next);
    },
    cancel: () => setPending(null),
    confirm,
  };
}
