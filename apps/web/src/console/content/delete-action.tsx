import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useContentMutation } from './content-api';
import { FormError } from './form-error';
import { useContentErrorText } from './use-content-error-text';

/**
 * Delete, after a confirmation that names what goes: the public site stops showing it at once
 * and there is no undo. A refusal (a tag that still has videos) shows in the dialog.
 */
export function DeleteAction({
  name,
  question,
  done,
  remove,
  disabled,
}: {
  /** What is deleted, as the list shows it (the button's accessible name says it). */
  name: string;
  /** The dialog's text: what deleting it does. */
  question: string;
  /** The notification after it is gone. */
  done: string;
  remove: () => Promise<unknown>;
  disabled?: boolean;
}) {
  const { t } = useTranslation('admin-content');
  const { errorText } = useContentErrorText();
  const [opened, dialog] = useDisclosure(false);
  const [error, setError] = useState<string | null>(null);
  const mutation = useContentMutation(remove);
  const open = () => {
    setError(null);
    dialog.open();
  };
  const confirm = () =>
    mutation.mutate(undefined, {
      onSuccess: () => {
        dialog.close();
        notify({ color: 'rishta', title: t('deletedTitle'), message: done });
      },
      onError: (failure) => setError(errorText(failure)),
    });
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        // Dark red text: Mantine's subtle red is too light for the text contrast on white (axe).
        c={disabled ? undefined : 'red.9'}
        size="compact-sm"
        onClick={open}
        disabled={disabled}
        aria-label={t('deleteNamed', { name })}
      >
        {t('delete')}
      </Button>
      <Modal
        opened={opened}
        onClose={dialog.close}
        title={t('deleteTitle', { name })}
        centered
        closeButtonProps={{ 'aria-label': t('cancel') }}
      >
        <Stack>
          <Text>{question}</Text>
          <FormError text={error} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={dialog.close} data-autofocus>
              {t('cancel')}
            </Button>
            <Button color="red.8" onClick={confirm} loading={mutation.isPending}>
              {t('confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
