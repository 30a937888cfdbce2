import { createContext, useContext, type ReactNode } from 'react';
import { Textarea, TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';
import { FormProvider, get, useFormContext, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { CONTENT_TEXT_MAX } from '@rishta/domain';
import { LtrInput } from '../shell/ltr-input';
import { useKindTexts } from './content-texts';
import { fieldError } from './form-error';

/** The kind whose form the fields are in, for their texts. */
const FieldTexts = createContext('');

/** Gives the fields of a kind's form (Fields) their form and the kind's texts. */
export function ContentFields<V extends FieldValues, O>({
  form,
  texts,
  children,
}: {
  form: UseFormReturn<V, unknown, O>;
  texts: string;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <FieldTexts value={texts}>{children}</FieldTexts>
    </FormProvider>
  );
}

/** The texts (`<texts>` in console-content.json) of the kind whose form this is. */
export const useFieldTexts = () => useContext(FieldTexts);

/**
 * A field of the form around it: the form, and its texts from the kind's: its label
 * `<texts>.fields.<name>`, its hint `hints.<name>` and its placeholder `placeholders.<name>`
 * where there are, and its error (isolated, so a right-to-left page shows English text whole).
 */
export function useContentField(name: string) {
  const form = useFormContext();
  const { text, has } = useKindTexts(useContext(FieldTexts));
  const optional = (key: string) => (has(key) ? text(key) : undefined);
  return {
    form,
    label: text(`fields.${name}`),
    description: optional(`hints.${name}`),
    placeholder: optional(`placeholders.${name}`),
    // Only its error: reading more of the form's state would re-render the form on every key.
    error: fieldError(get(form.formState.errors, name)),
  };
}

/** The longest text the API takes for a field, by its name in the domain's CONTENT_TEXT_MAX. */
export type TextMax = keyof typeof CONTENT_TEXT_MAX;

/**
 * A required one-line text box of a content form, typed text running in its own direction; a
 * `link` (https) reads left to right in every language.
 */
export function TextField({
  name,
  max,
  link,
  ...input
}: { name: string; max: TextMax; link?: boolean } & Omit<TextInputProps, 'form' | 'name'>) {
  const { form, placeholder: _, ...texts } = useContentField(name);
  const props = {
    ...form.register(name),
    ...texts,
    required: true,
    maxLength: CONTENT_TEXT_MAX[max],
    ...input,
  };
  return link ? <LtrInput {...props} type="url" autoComplete="off" /> : <TextInput dir="auto" {...props} />;
}

/** A required text area of a content form that grows with its text, from `rows[0]` to `rows[1]` rows. */
export function TextAreaField({
  name,
  max,
  rows: [minRows, maxRows],
  ...input
}: { name: string; max: TextMax; rows: [number, number] } & Omit<TextareaProps, 'form' | 'name' | 'rows'>) {
  const { form, placeholder: _, ...texts } = useContentField(name);
  return (
    <Textarea
      {...form.register(name)}
      {...texts}
      required
      dir="auto"
      autosize
      minRows={minRows}
      maxRows={maxRows}
      maxLength={CONTENT_TEXT_MAX[max]}
      {...input}
    />
  );
}
