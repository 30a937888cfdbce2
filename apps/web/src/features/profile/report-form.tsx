import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FileInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  MESSAGES,
  OTHER_REPORT_REASON,
  REASON_MAX,
  REPORT_REASON_KEYS,
  REPORT_REASONS,
  reportFileError,
  reportSchema,
  type Report,
} from '@rishta/domain';
import { api, ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { useDomainResolver } from '@/lib/domain-resolver';
import { useMessage } from '@/lib/use-message';
import { CountedTextarea, FailureAndSubmit, ReasonRadios } from '@/components/form/reason-form-parts';

interface ReportFormValues {
  reason: string;
  description: string;
  file: File | null;
}
type ReportSubmission = Report & { file: File };

// The evidence image travels as multipart, outside the domain's reportSchema, so it is checked
// alongside it with the domain's own file rule.
const evidenceSchema = z.object({
  file: z.custom<File | null>().superRefine((file, ctx) => {
    const error = reportFileError(file);
    if (error) ctx.addIssue({ code: 'custom', message: MESSAGES[error], params: { code: error } });
  }),
});
const reportFormSchema = z.intersection(reportSchema, evidenceSchema);

/** The report form (SPEC.md §5 Report, §8): reason, a description for 'Other', an evidence image. */
export function ReportForm({ slug, onReported }: { slug: string; onReported: () => void }) {
  const { t } = useTranslation('profile');
  const message = useMessage();
  const { fieldTexts } = useErrorText();
  const resolver = useDomainResolver<ReportFormValues, ReportSubmission>(reportFormSchema);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, formState } = useForm<
    ReportFormValues,
    unknown,
    ReportSubmission
  >({ resolver, defaultValues: { reason: '', description: '', file: null } });
  const reason = useWatch({ control, name: 'reason' });
  const description = useWatch({ control, name: 'description' });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (report) => {
    setFailure(null);
    const body = new FormData();
    body.append('reason', report.reason);
    body.append('description', report.description ?? '');
    body.append('user-slug', slug);
    body.append('file', report.file, report.file.name);
    try {
      await api('/profiles/report-profile/', { method: 'POST', body });
      onReported();
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) return setFailure(message('verifyToReport'));
      // The server's `{status:'failed', errors:{field:[…]}}`; `detail` refuses the whole report.
      const fields = fieldTexts(error);
      let shown = false;
      for (const field of ['reason', 'description', 'file'] as const) {
        if (fields[field]) {
          setError(field, { message: fields[field] });
          shown = true;
        }
      }
      if (!shown) setFailure(fields.detail ?? message('somethingWentWrongDot'));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="lg">
        <ReasonRadios
          control={control}
          label={t('report.reason')}
          reasons={REPORT_REASONS}
          labelOf={(_, index) => t(`reasons.report.${REPORT_REASON_KEYS[index]}`)}
        />
        <CountedTextarea
          label={t('report.description')}
          value={description}
          max={REASON_MAX}
          counter={t('counter', { used: description.length, max: REASON_MAX })}
          required={reason === OTHER_REPORT_REASON}
          error={errors.description?.message}
          inputProps={register('description')}
        />
        <Controller
          control={control}
          name="file"
          render={({ field }) => (
            <FileInput
              label={t('report.evidence')}
              description={t('report.evidenceHint')}
              placeholder={t('report.choose')}
              accept="image/*"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              clearable
              required
              size="md"
              // Mantine's placeholder grey is below 4.5:1 on white; the theme's dimmed grey is not.
              styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
              error={errors.file?.message ? <bdi>{errors.file.message}</bdi> : undefined}
            />
          )}
        />
        <FailureAndSubmit failure={failure} submitting={isSubmitting}>
          {t('report.submit')}
        </FailureAndSubmit>
      </Stack>
    </form>
  );
}
