import { useState } from 'react';
import { Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VERIFY_DOCUMENT_TYPES, verifyDocumentError } from '@rishta/domain';
import { api } from '@/lib/api';
import { notify } from '@/lib/notify';
import { useMessage } from '@/lib/use-message';

/**
 * The verify-profile dialog (SPEC.md §2, §4 verification, §5 verify document): an identity document
 * as png, gif or jpeg goes to the admins, and the profile becomes 'In Process'.
 */
export function VerifyProfileDialog({
  opened,
  onClose,
  profileId,
  onUploaded,
}: {
  opened: boolean;
  onClose: () => void;
  profileId: number;
  /** With the new verification status ('In Process'), so the page can disable its button. */
  onUploaded?: (verificationStatus: string) => void;
}) {
  const { t } = useTranslation('signup');
  const message = useMessage();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const close = () => {
    setFile(null);
    setError(null);
    onClose();
  };

  const submit = async () => {
    const problem = verifyDocumentError(file);
    if (problem || !file) {
      setError(message(problem ?? 'fileRequired'));
      return;
    }
    setSending(true);
    try {
      const body = new FormData();
      body.append('file', file, file.name);
      const answer = await api<{ verification_status: string; message: string }>(
        `/profiles/upload/${profileId}/docs/`,
        {
          method: 'POST',
          body,
        },
      );
      notify({ color: 'rishta', message: message('profileUpdated') });
      onUploaded?.(answer.verification_status);
      close();
    } catch {
      notify({ color: 'red', message: message('failedToUpdateProfile') });
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('verify.title')}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('common.close', { ns: 'common' }) }}
    >
      <Stack gap="md">
        <Text fz="sm">{t('verify.explanation')}</Text>
        <FileInput
          label={t('verify.document')}
          description={t('verify.types')}
          placeholder={t('verify.choose')}
          // Mantine's default placeholder grey is too faint on white (WCAG AA contrast).
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          accept={VERIFY_DOCUMENT_TYPES.join(',')}
          value={file}
          onChange={(value) => {
            setFile(value);
            setError(null);
          }}
          clearable
          required
          size="md"
          error={error ? <bdi>{error}</bdi> : undefined}
        />
        <Group grow gap="sm">
          <Button variant="default" size="md" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button size="md" loading={sending} onClick={() => void submit()}>
            {t('verify.upload')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
