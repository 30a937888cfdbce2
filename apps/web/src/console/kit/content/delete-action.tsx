import { useState } from 'react';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notify } from '@/lib/notify';
import { ConfirmDialog } from '../confirm-dialog';
import { useConsoleErrorText } from '../use-console-error-text';
import { useContentMutation } from './content-api';
import type { ContentItem, ContentKind } from './content-kind';
import { CONTENT_NS, useKindTexts } from './content-texts';

/**
 * Delete, after a confirmation that names what goes (focus on Cancel): the public site stops
 * showing it at once and there is no undo. A refusal (a tag that still has videos) shows in the
 * dialog.
 */
export function DeleteAction<T extends ContentItem>({
  kind,
  remove,
  item,
  disabled,
}: {
  kind: ContentKind<T>;
  remove: (id: number) => Promise<unknown>;
  item: T;
  disabled?: boolean;
}) {
  const { t, text } = useKindTexts(kind.texts);
  const { errorText } = useConsoleErrorText(CONTENT_NS);
  const [opened, dialog] = useDisclosure(false);
  const [error, setError] = useState<string | null>(null);
  const mutation = useContentMutation(() => remove(item.id));
  const name = kind.name(item);
  const open = () => {
    setError(null);
    dialog.open();
  };
  const confirm = () =>
    mutation.mutate(undefined, {
      onSuccess: () => {
        dialog.close();
        notify({ color: 'rishta', title: t('deletedTitle'), message: text('deleted', { name }) });
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
      <ConfirmDialog
        opened={opened}
        title={t('deleteTitle', { name })}
        text={text('deleteQuestion')}
        submit={t('confirmDelete')}
        cancel={t('cancel')}
        danger
        error={error}
        busy={mutation.isPending}
        onConfirm={confirm}
        onClose={dialog.close}
      />
    </>
  );
}
