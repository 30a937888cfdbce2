import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { feedbackSchema, type Feedback } from '@rishta/domain';
import type { FeedbackFormValues } from './use-feedback-form';
import { isolated } from './isolated';

const DESCRIPTION_MAX = feedbackSchema.shape.description.maxLength ?? undefined;

export function DescriptionInput({
  control,
  register,
  error,
  label,
  placeholder,
}: {
  control: Control<FeedbackFormValues, unknown, Feedback>;
  register: UseFormRegister<FeedbackFormValues>;
  error: string | undefined;
  label: string;
  placeholder: string;
}) {
  const { t } = useTranslation('feedback');
  // Watched here, not in the form, so typing re-renders only this field and its counter.
  const value = useWatch({ control, name: 'description' });
  return (
    <Textarea
      {...register('description')}
      size="md"
      label={label}
      placeholder={placeholder}
      required
      autosize
      minRows={4}
      maxRows={12}
      maxLength={DESCRIPTION_MAX}
      error={isolated(error)}
      description={t('fields.characters', { used: value.length, max: DESCRIPTION_MAX })}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      styles={{ description: { textAlign: 'end', marginTop: 4 } }}
    />
  );
}
