import { useCallback, useState } from 'react';
import { Controller, useForm, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Group, Radio, Stack, Text, TextInput, Textarea, useDirection } from '@mantine/core';
import { notify } from '@/lib/notify';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_CATEGORIES,
  GENDERS,
  MOBILE_INPUT_MAX,
  feedbackSchema,
  type Feedback,
} from '@rishta/domain';
import { api } from '@/lib/api';
import { useDomainResolver } from '@/lib/domain-resolver';
import { useErrorText } from '@/lib/error-text';
import { mobileRegisterOptions } from '@/lib/mobile-field';
import { useMessage } from '@/lib/use-message';

type FeedbackField = keyof Feedback;
/** What the inputs hold: strings, with '' for "nothing chosen yet" (the schema turns them into a Feedback). */
type FeedbackFormValues = Record<FeedbackField, string>;

const EMPTY: FeedbackFormValues = {
  category: '',
  name: '',
  gender: '',
  mobile: '',
  email: '',
  location: '',
  description: '',
};
const FIELDS = Object.keys(EMPTY) as FeedbackField[];

// The schema's input type is the enum of categories and genders; the form starts from '' instead.

// Length limits come from the schema itself, so the inputs and the messages never disagree.
const { shape } = feedbackSchema;
const NAME_MAX = shape.name.maxLength ?? undefined;
const LOCATION_MAX = shape.location.maxLength ?? undefined;
const DESCRIPTION_MAX = shape.description.maxLength ?? undefined;

type Outcome = { kind: 'success' | 'failure'; text: string } | null;

/**
 * Messages stay the spec's English on every page; isolating them keeps their punctuation where it
 * belongs when they sit in a right-to-left (Urdu) layout.
 */
function isolated(text: string | undefined) {
  return text ? <bdi>{text}</bdi> : undefined;
}

function DescriptionInput({
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

/** The feedback form (SPEC.md §2, §3, §5): every field required, a 10-digit contact number, a valid e-mail. */
export function FeedbackForm() {
  const { t } = useTranslation('feedback');
  const message = useMessage();
  const { fieldTexts } = useErrorText();
  const resolver = useDomainResolver<FeedbackFormValues, Feedback>(feedbackSchema);
  const { dir } = useDirection();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<FeedbackFormValues, unknown, Feedback>({
    resolver,
    defaultValues: EMPTY,
    shouldFocusError: false,
  });

  const send = useMutation({
    mutationFn: (feedback: Feedback) =>
      api<{ message?: string }>('/configs/feedback/', { method: 'POST', json: feedback }),
  });

  // A new result takes the focus, so it is scrolled into view and read out next to the Send button.
  const focusOnMount = useCallback((node: HTMLDivElement | null) => node?.focus(), []);

  const onSubmit = handleSubmit(
    async (feedback) => {
      setOutcome(null);
      try {
        const answer = await send.mutateAsync(feedback);
        const text = answer?.message || message('feedbackSent');
        notify({ color: 'rishta', title: t('successTitle'), message: text });
        reset(EMPTY);
        setOutcome({ kind: 'success', text });
      } catch (error) {
        const texts = fieldTexts(error);
        let focused = false;
        for (const field of FIELDS) {
          if (!texts[field]) continue;
          setError(field, { type: 'server', message: texts[field] }, { shouldFocus: !focused });
          focused = true;
        }
        if (!focused) setOutcome({ kind: 'failure', text: message('somethingWentWrongDot') });
      }
    },
    (invalid) => {
      // The first wrong field in the order the user sees them (react-hook-form would use registration order).
      const first = FIELDS.find((field) => invalid[field]);
      if (first) setFocus(first);
    },
  );

  // Numbers and addresses read left to right even on an Urdu page; keep them aligned with the labels.
  const ltrInputStyles = { input: { textAlign: dir === 'rtl' ? 'right' : 'left' } } as const;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="lg">
        <Text fz="sm" c="dimmed">
          {t('allRequired')}
        </Text>

        <Controller
          control={control}
          name="category"
          render={({ field, fieldState }) => (
            <Radio.Group
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              label={t('fields.category')}
              size="md"
              required
              error={isolated(fieldState.error?.message)}
            >
              <Group gap="lg" mt="xs">
                {FEEDBACK_CATEGORIES.map((category, index) => (
                  <Radio
                    key={category.value}
                    ref={index === 0 ? field.ref : undefined}
                    value={category.value}
                    label={t(`categories.${category.value}`, { defaultValue: category.label })}
                    onBlur={field.onBlur}
                  />
                ))}
              </Group>
            </Radio.Group>
          )}
        />

        <TextInput
          {...register('name')}
          size="md"
          label={t('fields.name')}
          required
          autoComplete="name"
          maxLength={NAME_MAX}
          error={isolated(errors.name?.message)}
        />

        <Controller
          control={control}
          name="gender"
          render={({ field, fieldState }) => (
            <Radio.Group
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              label={t('fields.gender')}
              size="md"
              required
              error={isolated(fieldState.error?.message)}
            >
              <Group gap="lg" mt="xs">
                {GENDERS.map((gender, index) => (
                  <Radio
                    key={gender}
                    ref={index === 0 ? field.ref : undefined}
                    value={gender}
                    label={t(`genders.${gender}`, { defaultValue: gender })}
                    onBlur={field.onBlur}
                  />
                ))}
              </Group>
            </Radio.Group>
          )}
        />

        <TextInput
          {...register('mobile', mobileRegisterOptions)}
          size="md"
          label={t('fields.mobile')}
          description={t('fields.mobileHint')}
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE_INPUT_MAX}
          dir="ltr"
          styles={ltrInputStyles}
          error={isolated(errors.mobile?.message)}
        />

        <TextInput
          {...register('email')}
          size="md"
          label={t('fields.email')}
          placeholder={t('fields.emailPlaceholder')}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          styles={ltrInputStyles}
          error={isolated(errors.email?.message)}
        />

        <TextInput
          {...register('location')}
          size="md"
          label={t('fields.location')}
          placeholder={t('fields.locationPlaceholder')}
          required
          autoComplete="address-level2"
          maxLength={LOCATION_MAX}
          error={isolated(errors.location?.message)}
        />

        <DescriptionInput
          control={control}
          register={register}
          error={errors.description?.message}
          label={t('fields.description')}
          placeholder={t('fields.descriptionPlaceholder')}
        />

        {outcome && (
          <Alert
            ref={focusOnMount}
            tabIndex={-1}
            variant="light"
            color={outcome.kind === 'success' ? 'rishta' : 'red'}
            role={outcome.kind === 'success' ? 'status' : 'alert'}
            title={outcome.kind === 'success' ? t('successTitle') : t('failureTitle')}
            withCloseButton
            closeButtonLabel={t('dismiss')}
            onClose={() => setOutcome(null)}
            styles={
              outcome.kind === 'failure' ? { title: { color: 'var(--mantine-color-red-9)' } } : undefined
            }
          >
            <bdi>{outcome.text}</bdi>
          </Alert>
        )}

        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            loading={send.isPending}
            disabled={send.isPending}
            w={{ base: '100%', xs: 'auto' }}
            miw={160}
          >
            {t('send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
