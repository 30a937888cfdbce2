import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Modal, SegmentedControl, Select, Stack, Text, Textarea, type TextareaProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_NOTE_MAX,
  groupStaffNoteBodySchema,
  MUTE_DAYS,
  NOTICE_MESSAGE_MAX,
  restrictMemberBodySchema,
  type GroupRestrictionKind,
} from '@rishta/domain';
import { domainResolver } from '@/lib/domain-resolver';
import { DialogActions } from '../../kit/dialog-actions';
import type { Decision } from '../../kit/queue/use-decision';
import { useConsoleErrorText } from '../../kit/use-console-error-text';
import type { GroupAction } from './group-decisions';
import { QuotedMessage } from '@/components/quoted-message';

/** A required text the moderator writes (a reason the member reads, the staff note). */
function WordsField({
  label,
  max,
  error,
  ...input
}: { label: string; max: number; error?: string } & Omit<TextareaProps, 'label' | 'error'>) {
  return (
    <Textarea
      {...input}
      label={label}
      required
      autosize
      minRows={2}
      maxLength={max}
      error={error}
      dir="auto"
    />
  );
}

interface RestrictValues {
  kind: GroupRestrictionKind;
  days: number;
  reason: string;
  note: string;
}

/**
 * Mute for a number of days, or ban (issue 32): the reason is what the member reads in the
 * group, the staff note is for the audit. The domain's rule checks both as the API will.
 */
export function RestrictDialog({ decision, name }: { decision: Decision<GroupAction>; name: string }) {
  const { t } = useTranslation('console-groups');
  const { issueText } = useConsoleErrorText('console-groups');
  const resolver = useMemo(
    () => domainResolver<RestrictValues>(restrictMemberBodySchema, issueText),
    [issueText],
  );
  const { register, handleSubmit, control, formState } = useForm<RestrictValues>({
    resolver,
    defaultValues: { kind: 'mute', days: MUTE_DAYS[0], reason: '', note: '' },
  });
  const kind = useWatch({ control, name: 'kind' });
  const errors = formState.errors;
  return (
    <Modal
      opened={decision.isOpen('restrict')}
      onClose={decision.close}
      title={t('restrict.title', { name })}
      centered
      closeButtonProps={{ 'aria-label': t('dialog.cancel') }}
    >
      <form
        noValidate
        onSubmit={(event) =>
          void handleSubmit((values) =>
            decision.submit('restrict', {
              kind: values.kind,
              reason: values.reason,
              note: values.note,
              ...(values.kind === 'mute' ? { days: values.days } : {}),
            }),
          )(event)
        }
      >
        <Stack>
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <Stack gap={4}>
                <Text fz="sm" fw={500} id="restrict-kind">
                  {t('restrict.kind')}
                </Text>
                <SegmentedControl
                  {...field}
                  aria-labelledby="restrict-kind"
                  data={[
                    { value: 'mute', label: t('restrict.mute') },
                    { value: 'ban', label: t('restrict.ban') },
                  ]}
                />
                <Text fz="xs" c="dimmed">
                  {t(kind === 'mute' ? 'restrict.muteHint' : 'restrict.banHint')}
                </Text>
              </Stack>
            )}
          />
          {kind === 'mute' && (
            <Controller
              control={control}
              name="days"
              render={({ field }) => (
                <Select
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  value={String(field.value)}
                  onChange={(value) => field.onChange(Number(value))}
                  label={t('restrict.days')}
                  allowDeselect={false}
                  data={MUTE_DAYS.map((days) => ({
                    value: String(days),
                    label: t('restrict.daysOption', { count: days }),
                  }))}
                  error={errors.days?.message}
                />
              )}
            />
          )}
          <WordsField
            {...register('reason')}
            label={t('restrict.reason')}
            description={t('restrict.reasonHint')}
            max={NOTICE_MESSAGE_MAX}
            error={errors.reason?.message}
            data-autofocus
          />
          <WordsField
            {...register('note')}
            label={t('dialog.note')}
            max={ADMIN_NOTE_MAX}
            error={errors.note?.message}
          />
          <DialogActions
            error={decision.error}
            cancel={t('dialog.cancel')}
            submit={t(kind === 'mute' ? 'restrict.submitMute' : 'restrict.submitBan')}
            onCancel={decision.close}
            busy={decision.busy === 'restrict'}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * A decision that needs only a staff note (lift, name or remove an admin, remove a message): the
 * dialog says what will happen (`<action>.title/text` of console-groups.json, with {{name}}).
 */
export function NoteDialog({
  decision,
  action,
  name,
  quote,
}: {
  decision: Decision<GroupAction>;
  action: Exclude<GroupAction, 'restrict'>;
  name: string;
  /** The message about to be removed, shown as it is. */
  quote?: string;
}) {
  const { t } = useTranslation('console-groups');
  const { issueText } = useConsoleErrorText('console-groups');
  const resolver = useMemo(
    () => domainResolver<{ note: string }>(groupStaffNoteBodySchema, issueText),
    [issueText],
  );
  const { register, handleSubmit, formState } = useForm<{ note: string }>({
    resolver,
    defaultValues: { note: '' },
  });
  return (
    <Modal
      opened={decision.isOpen(action)}
      onClose={decision.close}
      title={t(`${action}.title`, { name })}
      centered
      closeButtonProps={{ 'aria-label': t('dialog.cancel') }}
    >
      <form
        noValidate
        onSubmit={(event) => void handleSubmit((values) => decision.submit(action, values))(event)}
      >
        <Stack>
          <Text fz="sm">{t(`${action}.text`, { name })}</Text>
          {quote !== undefined && <QuotedMessage text={quote} />}
          <WordsField
            {...register('note')}
            label={t('dialog.note')}
            max={ADMIN_NOTE_MAX}
            error={formState.errors.note?.message}
            data-autofocus
          />
          <DialogActions
            error={decision.error}
            cancel={t('dialog.cancel')}
            submit={t(`${action}.submit`)}
            onCancel={decision.close}
            busy={decision.busy === action}
            danger={action !== 'make_admin' && action !== 'lift'}
          />
        </Stack>
      </form>
    </Modal>
  );
}
