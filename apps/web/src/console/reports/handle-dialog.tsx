import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_NOTE_MAX,
  handleReportsRequestSchema,
  NOTICE_MESSAGE_MAX,
  type HandleReportsDecision,
  type HandleReportsRequest,
  type ReportAction,
} from '@rishta/domain';
import { useDomainResolver } from '@/lib/domain-resolver';
import { PhotoChoice } from './photo-choice';
import type { ReportGroup } from './queries';
import { ACTION_KEYS } from './report-labels';

/** The request body of an action: the note, and only the field that action needs. */
function bodyOf(decision: HandleReportsDecision): HandleReportsRequest {
  const { action, note } = decision;
  if (action === 'warn') return { action, note, message: decision.message };
  if (action === 'remove_photo') return { action, note, photo_slot: decision.photo_slot };
  if (action === 'block') return { action, note, reason: decision.reason };
  return { action, note };
}

/** Blocking an account and deleting a photo are not undone by a click: both ask once more. */
const CONFIRMED: readonly ReportAction[] = ['block', 'remove_photo'];

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
  busy,
}: {
  decision: HandleReportsDecision;
  group: ReportGroup;
  onBack: () => void;
  onConfirm: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('admin-reports');
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
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onBack} disabled={busy}>
          {t('confirm.back')}
        </Button>
        <Button color="red.8" onClick={onConfirm} loading={busy} data-autofocus>
          {t(`confirm.${ACTION_KEYS[decision.action]}Submit`)}
        </Button>
      </Group>
    </Stack>
  );
}

/** The fields of one action (all required but the others' fields), then its confirmation if any. */
function ActionForm({ action, group, onCancel, onSubmit, error, busy }: FormProps) {
  const { t } = useTranslation('admin-reports');
  const resolver = useDomainResolver<HandleReportsRequest, HandleReportsDecision>(handleReportsRequestSchema);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<HandleReportsRequest, unknown, HandleReportsDecision>({
    resolver,
    defaultValues: { action, note: '', message: '', reason: '' },
  });
  const [confirming, setConfirming] = useState<HandleReportsDecision | null>(null);
  const key = ACTION_KEYS[action];
  const send = (decision: HandleReportsDecision) =>
    CONFIRMED.includes(decision.action) ? setConfirming(decision) : onSubmit(bodyOf(decision));

  const failure = error && (
    <Alert color="red" variant="light" role="alert">
      <bdi>{error}</bdi>
    </Alert>
  );
  if (confirming) {
    return (
      <Stack>
        <Confirmation
          decision={confirming}
          group={group}
          onBack={() => setConfirming(null)}
          onConfirm={() => void onSubmit(bodyOf(confirming))}
          busy={busy}
        />
        {failure}
      </Stack>
    );
  }
  const fieldError = (message: string | undefined) => (message ? <bdi>{message}</bdi> : undefined);
  return (
    <form onSubmit={(event) => void handleSubmit(send)(event)} noValidate>
      <Stack>
        <Text fz="sm" c="dimmed">
          {t(`dialog.${key}Intro`, { count: group.reports.length })}
        </Text>
        {action === 'warn' && (
          <Textarea
            {...register('message')}
            label={t('dialog.message')}
            description={t('dialog.messageHint')}
            required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={NOTICE_MESSAGE_MAX}
            error={fieldError(errors.message?.message)}
            data-autofocus
          />
        )}
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
        {action === 'block' && (
          <Textarea
            {...register('reason')}
            label={t('dialog.reason')}
            description={t('dialog.reasonHint')}
            required
            autosize
            minRows={2}
            maxRows={6}
            maxLength={ADMIN_NOTE_MAX}
            error={fieldError(errors.reason?.message)}
            data-autofocus
          />
        )}
        <Textarea
          {...register('note')}
          label={t('dialog.note')}
          description={t('dialog.noteHint')}
          required
          autosize
          minRows={2}
          maxRows={6}
          maxLength={ADMIN_NOTE_MAX}
          error={fieldError(errors.note?.message)}
          data-autofocus={action === 'dismiss' || undefined}
        />
        {failure}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" color={action === 'dismiss' ? undefined : 'red.8'} loading={busy}>
            {t(`dialog.${key}Submit`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Which dialog is shown; it keeps its action while it closes, and each opening has a fresh form. */
export interface DialogState {
  action: ReportAction;
  opened: boolean;
  /** Counts openings: a new one starts an empty form. */
  opening: number;
}

/**
 * The dialog of the chosen action on a reported profile: its required fields (always a staff
 * note), then for a block or a photo removal a confirmation.
 */
export function HandleDialog({
  dialog,
  ...props
}: Omit<FormProps, 'action'> & { dialog: DialogState | null }) {
  const { t } = useTranslation('admin-reports');
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
