import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { feedbackSchema, type Feedback } from '@rishta/domain';
import { api } from '@/lib/api';
import { notify } from '@/lib/notify';
import { useDomainResolver } from '@/lib/domain-resolver';
import { useErrorText } from '@/lib/error-text';
import { useMessage } from '@/lib/use-message';

type FeedbackField = keyof Feedback;
/** What the inputs hold: strings, with '' for "nothing chosen yet" (the schema turns them into a Feedback). */
export type FeedbackFormValues = Record<FeedbackField, string>;

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

type Outcome = { kind: 'success' | 'failure'; text: string } | null;

/**
 * What the feedback form does (SPEC.md §3, §5): checks every field with the domain's schema, sends
 * it, empties the form on success and puts the server's field errors on their fields.
 */
export function useFeedbackForm() {
  const { t } = useTranslation('feedback');
  const message = useMessage();
  const { fieldTexts } = useErrorText();
  const resolver = useDomainResolver<FeedbackFormValues, Feedback>(feedbackSchema);
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

  const dismissOutcome = () => setOutcome(null);
  return { control, register, errors, outcome, dismissOutcome, onSubmit, sending: send.isPending };
}
