import { useMemo } from 'react';
import { useForm, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_NOTE_MAX,
  blockAccountRequestSchema,
  rejectProfileRequestSchema,
  STAFF_REASON_PRESETS,
  verificationDecisionSchema,
  type StaffReasonAction,
} from '@rishta/domain';
import { domainResolver } from '@/lib/domain-resolver';
import { DialogActions } from './dialog-actions';
import type { Decision } from './queue/use-decision';
import { useConsoleErrorText } from './use-console-error-text';

type Values = Record<string, string>;

/**
 * Each kind of reason the user reads, by the domain's rule for its request: the field the words
 * go in and the request's other values. The API checks the same rule.
 */
// (A warning's notice is a field of the report decision's own form: resources/reports/handle-dialog.tsx.)
const REASONS = {
  reject: { schema: rejectProfileRequestSchema, field: 'reason' },
  reject_verification: { schema: verificationDecisionSchema, field: 'remark', fixed: { status: 'Rejected' } },
  block: { schema: blockAccountRequestSchema, field: 'reason' },
} satisfies Partial<Record<StaffReasonAction, { schema: z.ZodType; field: string; fixed?: Values }>>;

/**
 * The preset reasons of a decision (packages/domain STAFF_REASON_PRESETS), one tap each: a
 * preset fills the text box with its full text in the console's language, which the moderator
 * may still change. The labels and texts are console.json `reasons.<action>.<preset>`.
 */
export function ReasonPresets<V extends FieldValues>({
  action,
  control,
  field,
  onPick,
}: {
  action: StaffReasonAction;
  /** The form whose `field` a preset fills (watched here, so typing redraws only the presets). */
  control: Control<V>;
  field: Path<V>;
  onPick: (text: string) => void;
}) {
  const { t } = useTranslation('console');
  const value = (useWatch({ control, name: field }) as string | undefined) ?? '';
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={500} id={`presets-${action}`}>
        {t('reasons.label')}
      </Text>
      <Group gap={6} role="group" aria-labelledby={`presets-${action}`}>
        {STAFF_REASON_PRESETS[action].map((key) => {
          const text = t(`reasons.${action}.${key}.text`);
          return (
            <Button
              key={key}
              size="compact-sm"
              // Unpicked ones outlined, the picked one filled: both keep their text readable.
              variant={value === text ? 'filled' : 'default'}
              aria-pressed={value === text}
              onClick={() => onPick(text)}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
            >
              {t(`reasons.${action}.${key}.label`)}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}

/**
 * A decision that needs words the user reads (a rejection's reason, a document's remark, a
 * block's reason), the same dialog everywhere: the domain's rule for the request checks the text
 * as the API will, preset reasons fill it, and the server's refusal shows inside the dialog with
 * what was typed kept. Its words are the resource's `<action>.title/intro/label/placeholder/
 * cancel/submit` (the title with {{name}}).
 */
export function ReasonDialog<Action extends string>({
  decision,
  action,
  reason,
  name,
}: {
  decision: Decision<Action>;
  /** The decision it sends (its body is `{ [field]: text }`). */
  action: Action;
  /** Which words: the rule, the field and the presets. */
  reason: keyof typeof REASONS;
  /** Whom the decision is about, for the title. */
  name: string;
}) {
  const {
    schema,
    field,
    fixed = {},
  } = REASONS[reason] as { schema: z.ZodType; field: string; fixed?: Values };
  const { t } = useTranslation(decision.namespace);
  const { issueText } = useConsoleErrorText(decision.namespace);
  const resolver = useMemo(() => domainResolver<Values>(schema, issueText), [schema, issueText]);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<Values>({ resolver, defaultValues: { ...fixed, [field]: '' } });
  const message = errors[field]?.message;
  // A preset's text goes in the box, checked at once, and the focus stays there to adjust it.
  const pick = (text: string) => {
    setValue(field, text, { shouldDirty: true, shouldValidate: true });
    setFocus(field);
  };
  const text = (key: string) => t(`${String(action)}.${key}`, { name });
  return (
    <Modal
      opened={decision.isOpen(action)}
      onClose={decision.close}
      title={text('title')}
      centered
      closeButtonProps={{ 'aria-label': text('cancel') }}
    >
      <form
        onSubmit={(event) =>
          void handleSubmit((values) => decision.submit(action, { [field]: values[field] ?? '' }))(event)
        }
        noValidate
      >
        <Stack>
          <Text fz="sm" c="dimmed">
            {text('intro')}
          </Text>
          <ReasonPresets action={reason} control={control} field={field} onPick={pick} />
          <Textarea
            {...register(field)}
            label={text('label')}
            placeholder={text('placeholder')}
            required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={ADMIN_NOTE_MAX}
            error={message ? <bdi>{message}</bdi> : undefined}
            dir="auto"
            data-autofocus
          />
          <DialogActions
            error={decision.error}
            cancel={text('cancel')}
            submit={text('submit')}
            onCancel={decision.close}
            busy={decision.busy === action}
          />
        </Stack>
      </form>
    </Modal>
  );
}
