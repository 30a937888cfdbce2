import { useCallback } from 'react';
import { Controller } from 'react-hook-form';
import { Alert, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_CATEGORIES, GENDERS, feedbackSchema } from '@rishta/domain';
import { LtrTextInput } from '@/components/form/ltr-text-input';
import { MobileInput } from '@/components/form/mobile-input';
import { mobileRegisterOptions } from '@/components/form/mobile-field';
import { DescriptionInput } from './description-input';
import { isolated } from './isolated';
import { useFeedbackForm } from './use-feedback-form';

// Length limits come from the schema itself, so the inputs and the messages never disagree.
const { shape } = feedbackSchema;
const NAME_MAX = shape.name.maxLength ?? undefined;
const LOCATION_MAX = shape.location.maxLength ?? undefined;

/** The feedback form (SPEC.md §2, §3, §5): every field required, a 10-digit contact number, a valid e-mail. */
export function FeedbackForm() {
  const { t } = useTranslation('feedback');
  const { control, register, errors, outcome, dismissOutcome, onSubmit, sending } = useFeedbackForm();
  // A new result takes the focus, so it is scrolled into view and read out next to the Send button.
  const focusOnMount = useCallback((node: HTMLDivElement | null) => node?.focus(), []);

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

        <MobileInput
          {...register('mobile', mobileRegisterOptions)}
          size="md"
          label={t('fields.mobile')}
          description={t('fields.mobileHint')}
          required
          autoComplete="tel-national"
          error={isolated(errors.mobile?.message)}
        />

        <LtrTextInput
          {...register('email')}
          size="md"
          label={t('fields.email')}
          placeholder={t('fields.emailPlaceholder')}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
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
            onClose={dismissOutcome}
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
            loading={sending}
            disabled={sending}
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
