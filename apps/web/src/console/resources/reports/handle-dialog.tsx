import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_NOTE_MAX,
  handleReportsRequestSchema,
  NOTICE_MESSAGE_MAX,
  type HandleReportsDecision,
  type HandleReportsRequest,
  type ReportAction,
} from '@rishta/domain';
import { domainResolver } from '@/lib/domain-resolver';
import { DialogActions } from '../../kit/dialog-actions';
import type { DecisionDialog } from '../../kit/queue/use-decision';
import { ReasonPresets } from '../../kit/reason-dialog';
import { useConsoleErrorText } from '../../kit/use-console-error-text';
import { PhotoChoice } from './photo-choice';
import type { ReportGroup } from './reports';
import { ACTION_KEYS } from './report-labels';

/** The request body of an action: the note, and only the field that action needs. */
function bodyOf(decision: HandleReportsDecision): HandleReportsRequest {
  const { action, note } = decision;
  if (action === 'warn') return { action, note, message: decision.message };
  if (action === 'remove_photo') return { action, note, photo_slot: decision.photo_slot };
  if (action === 'block') return { action, note, reason: decision.reason };
  // A removal may warn the sender too, when the moderator wrote a notice.
  if (action === 'remove_message')
    return { action, note, ...(decision.message ? { message: decision.message } : {}) };
  return { action, note };
}

/** Blocking an account and deleting a photo or a message are not undone by a click: they ask once more. */
const CONFIRMED: readonly ReportAction[] = ['block', 'remove_photo', 'remove_message'];

interface FormProps {
  action: ReportAction;
  group: ReportGroup;
  onCancel: () => void;
  onSubmit: (body: HandleReportsRequest) => Promise<void>;
  error: string | null;
  busy: boolean;
}

/** The last look before a block or a photo removal: what will happen, to whom, and Back. */
function Confirmation({
  decision,
  group,
  onBack,
  onConfirm,
  error,
  busy,
}: {
  decision: HandleReportsDecision;
  group: ReportGroup;
  onBack: () => void;
  onConfirm: () => void;
  error: string | null;
  busy: boolean;
}) {
  const { t } = useTranslation('console-reports');
  const { full_name: name, profile_code: code } = group.profile;
  const photo = group.profile.photos.find((p) => p.slot === decision.photo_slot);
  return (
    <Stack>
      <Alert color="red.9" variant="filled" title={t(`confirm.${ACTION_KEYS[decision.action]}Title`)}>
        <Text fz="sm">{t(`confirm.${ACTION_KEYS[decision.action]}Text`, { name, code })}</Text>
      </Alert>
      {decision.action === 'block' && (
        <Stack gap={2}>
          <Text fz="sm" fw={600}>
            {t('confirm.reasonShown')}
          </Text>
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <bdi>{decision.reason}</bdi>
          </Text>
        </Stack>
      )}
      {photo && (
        <img
          src={photo.url}
          alt={t('dialog.photoN', { n: photo.slot + 1 })}
          width={120}
          height={120}
          referrerPolicy="no-referrer"
          style={{ objectFit: 'cover', borderRadius: 'var(--mantine-radius-sm)' }}
        />
      )}
      <DialogActions
        error={error}
        cancel={t('confirm.back')}
        submit={t(`confirm.${ACTION_KEYS[decision.action]}Submit`)}
        onCancel={onBack}
        onConfirm={onConfirm}
        busy={busy}
      />
    </Stack>
  );
}

/** The fields of one action (all required but the others' fields), then its confirmation if any. */
function ActionForm({ action, group, onCancel, onSubmit, error, busy }: FormProps) {
  const { t } = useTranslation('console-reports');
  const { issueText } = useConsoleErrorText('console-reports');
  const resolver = useMemo(
    () => domainResolver<HandleReportsRequest, HandleReportsDecision>(handleReportsRequestSchema, issueText),
    [issueText],
  );
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors, isSubmitted },
  } = useForm<HandleReportsRequest, unknown, HandleReportsDecision>({
    resolver,
    defaultValues: { action, note: '', message: '', reason: '' },
  });
  const [confirming, setConfirming] = useState<HandleReportsDecision | null>(null);
  const key = ACTION_KEYS[action];
  const send = (decision: HandleReportsDecision) =>
    CONFIRMED.includes(decision.action) ? setConfirming(decision) : onSubmit(bodyOf(decision));

  if (confirming) {
    return (
      <Confirmation
        decision={confirming}
        group={group}
        onBack={() => setConfirming(null)}
        onConfirm={() => void onSubmit(bodyOf(confirming))}
        error={error}
        busy={busy}
      />
    );
  }
  const fieldError = (message: string | undefined) => (message ? <bdi>{message}</bdi> : undefined);
  /** A text box of the form; `autofocus` when it is the dialog's first; the notice is optional on a removal. */
  const textBox = (
    field: 'message' | 'reason' | 'note',
    max: number,
    autofocus: boolean,
    required = true,
  ) => (
    <Textarea
      {...register(field)}
      label={t(required ? `dialog.${field}` : `dialog.${field}Optional`)}
      description={t(`dialog.${field}Hint`)}
      required={required}
      autosize
      minRows={field === 'message' ? 3 : 2}
      maxRows={field === 'message' ? 8 : 6}
      maxLength={max}
      dir="auto"
      error={fieldError(errors[field]?.message)}
      data-autofocus={autofocus || undefined}
    />
  );
  /** The words the user reads (the notice, the reason shown at login): a preset fills them, still editable. */
  const userWords = (
    field: 'message' | 'reason',
    presetAction: 'warn' | 'block',
    max: number,
    required = true,
  ) => (
    <>
      <ReasonPresets
        action={presetAction}
        control={control}
        field={field}
        onPick={(text) => {
          setValue(field, text, { shouldDirty: true, shouldValidate: isSubmitted });
          setFocus(field);
        }}
      />
      {textBox(field, max, required, required)}
    </>
  );
  return (
    <form onSubmit={(event) => void handleSubmit(send)(event)} noValidate>
      <Stack>
        <Text fz="sm" c="dimmed">
          {t(`dialog.${key}Intro`, { count: group.reports.length })}
        </Text>
        {action === 'warn' && userWords('message', 'warn', NOTICE_MESSAGE_MAX)}
        {action === 'remove_photo' && (
          <Controller
            control={control}
            name="photo_slot"
            render={({ field, fieldState }) => (
              <PhotoChoice
                profile={group.profile}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        {action === 'remove_message' && userWords('message', 'warn', NOTICE_MESSAGE_MAX, false)}
        {action === 'block' && userWords('reason', 'block', ADMIN_NOTE_MAX)}
        {textBox('note', ADMIN_NOTE_MAX, action === 'dismiss' || action === 'remove_message')}
        <DialogActions
          error={error}
          cancel={t('dialog.cancel')}
          submit={t(`dialog.${key}Submit`)}
          onCancel={onCancel}
          busy={busy}
          danger={action !== 'dismiss'}
        />
      </Stack>
    </form>
  );
}

/**
 * The dialog of the chosen action on a reported profile: its required fields (always a staff
 * note), then for a block or a photo removal a confirmation.
 */
export function HandleDialog({
  dialog,
  ...props
}: Omit<FormProps, 'action'> & { dialog: DecisionDialog<ReportAction> | null }) {
  const { t } = useTranslation('console-reports');
  return (
    <Modal
      opened={dialog?.opened ?? false}
      onClose={props.onCancel}
      title={
        dialog ? t(`dialog.${ACTION_KEYS[dialog.action]}Title`, { name: props.group.profile.full_name }) : ''
      }
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      {dialog && <ActionForm key={dialog.opening} action={dialog.action} {...props} />}
    </Modal>
  );
}
