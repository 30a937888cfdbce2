import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useAdminErrorText } from '../lib/use-admin-error-text';
import { useDecideProfile, type PendingProfile } from './queries';

/**
 * What one queue item does: Approve at once, or Reject through a dialog that asks for the reason
 * the owner will read. Each item has its own, so a moderator can act on the next profile while
 * the last answer is still on its way.
 */
export function useProfileDecision(profile: PendingProfile) {
  const { t } = useTranslation('admin');
  const errorText = useAdminErrorText();
  const decide = useDecideProfile();
  const [rejectOpen, setRejectOpen] = useState(false);
  const [rejectError, setRejectError] = useState<string | null>(null);
  const names = { name: profile.full_name, code: profile.profile_code };

  const approve = () =>
    decide.mutate(
      { kind: 'approve', profile },
      {
        onSuccess: () =>
          notify({
            color: 'rishta',
            title: t('newProfiles.approvedTitle'),
            message: t('newProfiles.approved', names),
          }),
        onError: (error) =>
          notify({ color: 'red', title: t('newProfiles.failedTitle'), message: errorText(error) }),
      },
    );

  const reject = async (reason: string) => {
    setRejectError(null);
    try {
      await decide.mutateAsync({ kind: 'reject', profile, reason });
      setRejectOpen(false);
      notify({
        color: 'rishta',
        title: t('newProfiles.rejectedTitle'),
        message: t('newProfiles.rejected', names),
      });
    } catch (error) {
      setRejectError(errorText(error));
    }
  };

  return {
    approve,
    reject,
    busy: decide.isPending ? decide.variables.kind : null,
    rejectOpen,
    openReject: () => {
      setRejectError(null);
      setRejectOpen(true);
    },
    closeReject: () => setRejectOpen(false),
    rejectError,
  };
}
