import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useDecideVerification, type WaitingDocument } from './queries';
import { useVerificationErrorText } from './use-verification-error-text';

/**
 * What the open item does: Verify at once, or Reject through a dialog that asks for the remark
 * the owner will read. Either way a notification says what happened; the item leaves the queue.
 */
export function useVerificationDecision(profile: WaitingDocument) {
  const { t } = useTranslation('admin-verification');
  const errorText = useVerificationErrorText();
  const decide = useDecideVerification();
  const [rejectOpen, setRejectOpen] = useState(false);
  const [rejectError, setRejectError] = useState<string | null>(null);
  const names = { name: profile.full_name, code: profile.profile_code };

  const verify = () =>
    decide.mutate(
      { profile, status: 'Verified' },
      {
        onSuccess: () =>
          notify({ color: 'rishta', title: t('verifiedTitle'), message: t('verified', names) }),
        onError: (error) => notify({ color: 'red', title: t('failedTitle'), message: errorText(error) }),
      },
    );

  const reject = async (remark: string) => {
    setRejectError(null);
    try {
      await decide.mutateAsync({ profile, status: 'Rejected', remark });
      setRejectOpen(false);
      notify({ color: 'rishta', title: t('rejectedTitle'), message: t('rejected', names) });
    } catch (error) {
      setRejectError(errorText(error));
    }
  };

  return {
    verify,
    reject,
    busy: decide.isPending ? decide.variables.status : null,
    rejectOpen,
    openReject: () => {
      setRejectError(null);
      setRejectOpen(true);
    },
    closeReject: () => setRejectOpen(false),
    rejectError,
  };
}
