import { useMemo, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AppError } from '@rishta/domain';
import { notify } from '@/lib/notify';
import { domainResolver } from '@/lib/domain-resolver';
import { useConsoleErrorText } from '../use-console-error-text';
import { useContentMutation } from './content-api';
import { CONTENT_NS } from './content-texts';

export interface ContentFormOptions<V extends FieldValues, O, A> {
  /** The domain's request schema: the form checks what the API checks, in the same words. */
  schema: z.ZodType;
  defaultValues: DefaultValues<V>;
  /** The request, with the checked values (trimmed, numbers as numbers). */
  send: (values: O) => Promise<A>;
  /** The notification's text after a success. */
  done: (answer: A, values: O) => string;
  /** After a success: close the dialog. */
  onDone?: (answer: A) => void;
  /** After a success: empty the form for the next one (the add-forms above a list). */
  resetOnDone?: boolean;
  /**
   * The field a 409 is about: "a tag with this name already exists" belongs under the name,
   * although the API sends it as an error of the whole request.
   */
  conflictField?: Path<V>;
}

/**
 * A content form: checked with the domain's schema before sending, then the API's answer. Its
 * field errors land on their fields (the first one focused); an error of the whole request (a
 * file too large, a lost connection) shows above the buttons. Nothing typed is cleared on an
 * error, and the form only empties or closes once the change is saved.
 */
export function useContentForm<V extends FieldValues, O = V, A = unknown>(
  options: ContentFormOptions<V, O, A>,
) {
  const { t } = useTranslation(CONTENT_NS);
  const { issueText, errorText, fieldTexts } = useConsoleErrorText(CONTENT_NS);
  const { schema, defaultValues, send, done, onDone, resetOnDone, conflictField } = options;
  const resolver = useMemo(() => domainResolver<V, O>(schema, issueText), [schema, issueText]);
  const form = useForm<V, unknown, O>({ resolver, defaultValues });
  const mutation = useContentMutation(send);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    let answer: A;
    try {
      answer = await mutation.mutateAsync(values);
    } catch (error) {
      if (conflictField && error instanceof AppError && error.status === 409) {
        form.setError(conflictField, { type: 'server', message: errorText(error) }, { shouldFocus: true });
        return;
      }
      const texts = fieldTexts(error);
      const shown = Object.keys(form.getValues());
      const onFields = Object.entries(texts).filter(([field]) => shown.includes(field));
      onFields.forEach(([field, message], i) =>
        form.setError(field as Path<V>, { type: 'server', message }, { shouldFocus: i === 0 }),
      );
      const elsewhere = Object.entries(texts).find(([field]) => !shown.includes(field));
      if (elsewhere) setFormError(elsewhere[1]);
      else if (onFields.length === 0) setFormError(errorText(error));
      return;
    }
    notify({ color: 'rishta', title: t('savedTitle'), message: done(answer, values) });
    if (resetOnDone) form.reset();
    onDone?.(answer);
  });

  return {
    form,
    onSubmit: (event: FormEvent) => void submit(event),
    formError,
    busy: mutation.isPending,
  };
}
