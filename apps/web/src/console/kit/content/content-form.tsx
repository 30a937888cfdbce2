import type { ReactNode } from 'react';
import { Box, Button, Group, Modal, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ContentFields, TextField } from './content-fields';
import type { ContentFormSpec, ContentItem, ContentKind, TextFieldSpec } from './content-kind';
import { CONTENT_NS, useKindTexts } from './content-texts';
import { FormError } from './form-error';
import { TranslationsField } from './translations-field';
import { useContentForm } from './use-content-form';

/**
 * The dialog an add or edit form opens in. The form lives inside it, so each opening starts from
 * the item's saved values; an error keeps the dialog open with everything typed.
 */
export function ContentDialog({
  opened,
  onClose,
  title,
  children,
  size = 'lg',
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  size?: string;
}) {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      centered
      closeButtonProps={{ 'aria-label': t('cancel') }}
    >
      {children}
    </Modal>
  );
}

/**
 * A kind's form of one text box: in a dialog, labelled by its field's text; above the list,
 * labelled "New …" with its hint and `submit` beside the box, and not marked required (an empty
 * one is simply not added).
 */
function OneTextField({
  texts,
  field: { name, max, translated, ...input },
  submit,
}: {
  texts: string;
  field: TextFieldSpec;
  submit?: ReactNode;
}) {
  const { text, has } = useKindTexts(texts);
  if (!submit) {
    return (
      <>
        <TextField name={name} max={max} {...input} data-autofocus />
        {translated && <TranslationsField fields={[{ name, max }]} />}
      </>
    );
  }
  return (
    <TextField
      name={name}
      max={max}
      label={text('new')}
      description={has('newHint') ? text('newHint') : undefined}
      required={false}
      {...input}
      inputContainer={(box) => (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Box style={{ flex: 1 }}>{box}</Box>
          {submit}
        </Group>
      )}
    />
  );
}

/**
 * A kind's add or edit form, checked with the domain's schema before sending: in a dialog with
 * Cancel and Save, or (`inline`) as one line above the list that empties for the next item. The
 * request's error shows above the buttons; a success notifies and closes the dialog.
 */
export function ContentForm<T extends ContentItem, O>({
  kind,
  spec,
  item,
  send,
  onDone,
  inline = false,
}: {
  kind: ContentKind<T>;
  spec: ContentFormSpec<T, O>;
  /** The item edited; none when adding. */
  item?: T;
  send: (body: O) => Promise<T>;
  onDone?: () => void;
  inline?: boolean;
}) {
  const { t, text, textOr } = useKindTexts(kind.texts);
  const queryClient = useQueryClient();
  const { form, onSubmit, formError, busy } = useContentForm<FieldValues, O, T>({
    schema: spec.schema,
    defaultValues: spec.values(item, queryClient),
    send,
    done: (saved) => text(item ? 'saved' : 'added', { name: kind.name(saved) }),
    onDone,
    resetOnDone: inline,
    conflictField: spec.conflictField,
  });
  const submit = inline && (
    <Button type="submit" loading={busy}>
      {text('add')}
    </Button>
  );
  const fields = (
    <ContentFields form={form} texts={kind.texts}>
      {'Fields' in spec ? (
        <spec.Fields item={item} />
      ) : (
        <OneTextField texts={kind.texts} field={spec.field} submit={submit} />
      )}
    </ContentFields>
  );
  if (inline) {
    return (
      <form onSubmit={onSubmit} noValidate>
        {fields}
        <FormError text={formError} />
      </form>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {fields}
        <FormError text={formError} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {item ? t('save') : textOr('addSubmit', `${kind.texts}.add`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
