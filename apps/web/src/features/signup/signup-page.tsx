import { useState } from 'react';
import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { isLive } from '@/components/otp/otp-request';
import { EMPTY_VALUES, usernameOf, type WizardValues } from './form-values';
import { AcknowledgementDialog } from './acknowledgement-dialog';
import { ProfileWizard } from './profile-wizard';
import { CREATE_STEPS } from './validation';
import { loadDraft, saveDraft, type SignupDraft } from './use-signup-draft';
import { paths } from '@/config/paths';

// The password and OTP are never kept. A draft saved on the OTP step while its code still works
// resumes there (the passwords are asked again); otherwise it resumes at the password.
const LAST_RESUMABLE_STEP = CREATE_STEPS.indexOf('password');
const OTP_STEP = CREATE_STEPS.indexOf('otp');

/** The number (or e-mail) the login page did not know, so the user does not type it twice. */
function startValues(username: unknown): WizardValues {
  if (typeof username !== 'string' || username === '') return EMPTY_VALUES;
  if (username.includes('@')) return { ...EMPTY_VALUES, lives_abroad: true, email: username };
  return { ...EMPTY_VALUES, contact_number: username, whatsapp_number: username };
}

function resumeStep(draft: SignupDraft | null): number {
  if (!draft) return 0;
  if (draft.step === OTP_STEP && isLive(draft.otp ?? null, usernameOf(draft.values))) return OTP_STEP;
  return Math.min(draft.step, LAST_RESUMABLE_STEP);
}

/** /signup: create mode (§2, §4). The acknowledgement comes first, then the seven-step wizard. */
export function SignupPage() {
  const { t } = useTranslation('signup');
  const navigate = useNavigate();
  const [draft] = useState(loadDraft);
  const location = useLocation();
  const [fresh] = useState(() => startValues((location.state as { username?: unknown } | null)?.username));
  const [acknowledged, setAcknowledged] = useState(draft?.acknowledged ?? false);

  return (
    <Container size="sm" px="md" py="md">
      <PageHeader title={t('createTitle')} description={t('createDescription')} />
      {acknowledged ? (
        <ProfileWizard
          mode="create"
          initialValues={draft?.values ?? fresh}
          initialStep={resumeStep(draft)}
          initialOtp={draft?.otp}
          privacyChosen={draft?.privacyChosen}
        />
      ) : (
        <AcknowledgementDialog
          opened
          onCancel={() => navigate(paths.home)}
          onAccept={() => {
            // Remembered with the draft, so a returning user goes straight back to their form.
            saveDraft({
              step: draft?.step ?? 0,
              values: draft?.values ?? fresh,
              acknowledged: true,
              privacyChosen: draft?.privacyChosen,
            });
            setAcknowledged(true);
          }}
        />
      )}
    </Container>
  );
}
