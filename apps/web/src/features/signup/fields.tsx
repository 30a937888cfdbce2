// Small labelled inputs bound to the wizard's form. Every input is size md (a comfortable touch
// target on a phone) and shows the domain's exact English message isolated in <bdi>, so its
// punctuation stays put inside a right-to-left Urdu page.
import type { ReactNode } from 'react';
import { Controller, useFormContext, useWatch, type RegisterOptions } from 'react-hook-form';
import { Select, Text, TextInput, Textarea, type ComboboxData } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WizardField, WizardValues } from './form-values';

export function isolated(text: string | undefined): ReactNode {
  return text ? <bdi>{text}</bdi> : undefined;
}

type StringField = {
  [K in WizardField]: WizardValues[K] extends string ? K : never;
}[WizardField];

interface BaseProps {
  name: StringField;
  label: string;
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

export function SelectField({
  name,
  label,
  data,
  description,
  required,
  disabled,
  searchable,
  loading,
  onValueChange,
  ltr,
}: BaseProps & {
  data: ComboboxData;
  searchable?: boolean;
  loading?: boolean;
  /** Runs after the form got the new value (dependent fields, advice popups). */
  onValueChange?: (value: string) => void;
  /** Country codes and numbers read left to right on an Urdu page too. */
  ltr?: boolean;
}) {
  const { control } = useFormContext<WizardValues>();
  const { t } = useTranslation('signup');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          ref={field.ref}
          name={field.name}
          value={field.value === '' ? null : field.value}
          onChange={(value) => {
            field.onChange(value ?? '');
            onValueChange?.(value ?? '');
          }}
          onBlur={field.onBlur}
          data={data}
          label={label}
          description={description}
          placeholder={loading ? t('common.loading') : t('common.choose')}
          required={required}
          disabled={disabled}
          searchable={searchable}
          nothingFoundMessage={t('common.nothingFound')}
          allowDeselect={false}
          size="md"
          dir={ltr ? 'ltr' : undefined}
          comboboxProps={{ withinPortal: true }}
          error={isolated(fieldState.error?.message)}
        />
      )}
    />
  );
}

export function TextField({
  name,
  label,
  description,
  required,
  disabled,
  inputMode,
  maxLength,
  type,
  autoComplete,
  ltr,
  registerOptions,
}: BaseProps & {
  /** E.g. the mobile number's normalisation (lib/mobile-field). */
  registerOptions?: Pick<RegisterOptions<WizardValues>, 'setValueAs' | 'onBlur'>;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  maxLength?: number;
  type?: string;
  autoComplete?: string;
  ltr?: boolean;
}) {
  const {
    register,
    formState: { errors },
  } = useFormContext<WizardValues>();
  return (
    <TextInput
      {...register(name, registerOptions)}
      label={label}
      description={description}
      required={required}
      disabled={disabled}
      inputMode={inputMode}
      maxLength={maxLength}
      type={type}
      autoComplete={autoComplete}
      dir={ltr ? 'ltr' : undefined}
      size="md"
      error={isolated(errors[name]?.message)}
    />
  );
}

/**
 * A long text with a live "used / allowed" count, so nobody learns about the limit only after
 * typing a page. Nothing is cut off: a longer text stays in the box and the schema names the limit.
 */
export function TextAreaField({
  name,
  label,
  description,
  required,
  maxLength,
}: BaseProps & { maxLength: number }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<WizardValues>();
  const { t } = useTranslation('signup');
  const length = String(useWatch({ control, name }) ?? '').trim().length;
  return (
    <Textarea
      {...register(name)}
      label={label}
      description={description}
      required={required}
      autosize
      minRows={3}
      maxRows={10}
      size="md"
      error={isolated(errors[name]?.message)}
      inputContainer={(input) => (
        <>
          {input}
          <Text size="xs" c={length > maxLength ? 'red.8' : 'dimmed'} ta="end" mt={4}>
            {t('common.characterCount', { count: length, max: maxLength })}
          </Text>
        </>
      )}
    />
  );
}

/** '0'…'n' as select choices (sibling and children counts). */
export const countChoices = (max: number) => Array.from({ length: max + 1 }, (_, i) => String(i));
