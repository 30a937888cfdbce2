import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { accountEmail, emailUpdateSchema, issueOf, type EmailUpdateInput } from '@rishta/domain';
import { LtrTextInput } from '@/components/form/ltr-text-input';
import { answerEmailQuestion, stopAskingForEmail } from '@/lib/email-question-answer';
import { useErrorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import { useOwnProfile, useUpdateOwnProfile } from '@/lib/queries/own-profile';
import { useMessage } from '@/lib/use-message';

/**
 * The e-mail input dialog (SPEC.md §2; §7 PATCH /profiles/update/{id}/ {email}; §8 'Failed to
 * update profile'): one address, checked by the profile form's rule, saved alone. The answer
 * becomes the cached own profile (useUpdateOwnProfile), so every screen knows the address at once.
 */
export function EmailDialog({
  profileId,
  opened,
  onClose,
}: {
  profileId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('accounts');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('emailDialog.title')}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('common.close', { ns: 'common' }) }}
    >
      <EmailForm profileId={profileId} onClose={onClose} />
    </Modal>
  );
}

function EmailForm({ profileId, onClose }: { profileId: number; onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const message = useMessage();
  const { issueText, fieldTexts } = useErrorText();
  const save = useUpdateOwnProfile(profileId);
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  // The rule speaks once the person tried to save, then follows every keystroke.
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const values: EmailUpdateInput = { email };
  const check = emailUpdateSchema.safeParse(values);
  const issue = tried && !check.success ? check.error.issues[0] : undefined;
  const error = issue ? issueText(issueOf(issue)) : serverError;

  const submit = () => {
    setTried(true);
    setFailed(false);
    setServerError(null);
    if (!check.success) {
      input.current?.focus();
      return;
    }
    save.mutate(check.data, {
      onSuccess: () => {
        notify({ color: 'rishta', message: t('emailDialog.saved') });
        onClose();
      },
      // The spec's one message for a failed e-mail update; a reason the server gave for the
      // address itself goes on the field too. The typed address stays.
      onError: (failure) => {
        setFailed(true);
        setServerError(fieldTexts(failure).email ?? null);
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text fz="sm">{t('emailDialog.intro')}</Text>
        <LtrTextInput
          ref={input}
          label={t('emailDialog.label')}
          placeholder={t('login.emailPlaceholder')}
          description={t('emailDialog.later')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          type="email"
          inputMode="email"
          autoComplete="email"
          name="email"
          required
          size="md"
          data-autofocus
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setServerError(null);
          }}
          error={error ? <bdi>{error}</bdi> : undefined}
        />
        {failed && (
          <Alert color="red" variant="light" role="alert">
            <bdi>{message('failedToUpdateProfile')}</bdi>
          </Alert>
        )}
        <Group grow gap="sm">
          <Button variant="default" size="md" onClick={onClose}>
            {t('emailDialog.notNow')}
          </Button>
          <Button type="submit" size="md" loading={save.isPending}>
            {t('emailDialog.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The question itself (lib/email-question-answer.ts): reads the own profile, and asks only an account
 * without an address (domain accountEmail). One with an address counts as answered; an own profile
 * that cannot be read leaves the question for another time.
 */
export function EmailQuestion({ profileId }: { profileId: number }) {
  const own = useOwnProfile(profileId);
  const hasEmail = own.data ? accountEmail(own.data) !== null : undefined;
  useEffect(() => {
    if (hasEmail) answerEmailQuestion(profileId);
    else if (own.isError) stopAskingForEmail();
  }, [hasEmail, own.isError, profileId]);
  if (hasEmail !== false) return null;
  return <EmailDialog profileId={profileId} opened onClose={() => answerEmailQuestion(profileId)} />;
}
