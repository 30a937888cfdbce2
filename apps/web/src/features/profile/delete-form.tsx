import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  DELETION_REASON_KEYS,
  DELETION_REASONS,
  OTHER_DELETION_REASON,
  REASON_MAX,
  deleteRequestSchema,
  type DeleteRequest,
} from '@rishta/domain';
import { api } from '@/lib/api';
import { isError } from '@/lib/error-text';
import { useDomainResolver } from '@/lib/domain-resolver';
import { useMessage } from '@/lib/use-message';
import { CountedTextarea, FailureAndSubmit, ReasonRadios } from '@/components/form/reason-form-parts';

interface DeleteFormValues {
  reason: string;
  other_reason: string;
}

/** The delete request (SPEC.md §5, §8): a reason, the text for 'Others', and the server's 7-day rule. */
export function DeleteForm({ profileId, onSent }: { profileId: number; onSent: () => void }) {
  const { t } = useTranslation('profile');
  const message = useMessage();
  const resolver = useDomainResolver<DeleteFormValues, DeleteRequest>(deleteRequestSchema);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, register, handleSubmit, formState } = useForm<DeleteFormValues, unknown, DeleteRequest>({
    resolver,
    defaultValues: { reason: '', other_reason: '' },
  });
  const reason = useWatch({ control, name: 'reason' });
  const other = useWatch({ control, name: 'other_reason' });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (request) => {
    setFailure(null);
    try {
      await api(`/profiles/update/${profileId}/`, {
        method: 'PATCH',
        // The server checks the reason against the list, so it goes as chosen; the text is `details`.
        json: { reason_to_delete: request.reason, details: request.other_reason ?? '' },
      });
      onSent();
    } catch (error) {
      // Only the 7-day rule has its own words (§5); anything else is the general failure (§8).
      setFailure(
        isError(error, 'deleteTooSoon') ? message('deleteTooSoon') : message('somethingWentWrongDot'),
      );
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="lg">
        <ReasonRadios
          control={control}
          label={t('delete.reason')}
          reasons={DELETION_REASONS}
          labelOf={(_, index) => t(`reasons.delete.${DELETION_REASON_KEYS[index]}`)}
        />
        {reason === OTHER_DELETION_REASON && (
          <CountedTextarea
            label={t('delete.other')}
            value={other}
            max={REASON_MAX}
            counter={t('counter', { used: other.length, max: REASON_MAX })}
            required
            error={errors.other_reason?.message}
            inputProps={register('other_reason')}
          />
        )}
        <FailureAndSubmit failure={failure} submitting={isSubmitting}>
          {t('delete.submit')}
        </FailureAndSubmit>
      </Stack>
    </form>
  );
}
