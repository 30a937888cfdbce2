import { useId, useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { checkSumCaptcha, type SumCaptcha } from '@rishta/domain';

/**
 * The sum question of SPEC.md §5 (photos, WhatsApp dialog): the caller owns the two digits, so it
 * decides when a new question is due. The labels come from the caller's translations.
 */
export function SumCaptchaForm({
  captcha,
  onSolved,
  label,
  submitLabel,
  wrongMessage,
}: {
  captcha: SumCaptcha;
  onSolved: () => void;
  /** The question, e.g. 'What is 3 + 4?'. */
  label: string;
  submitLabel: string;
  wrongMessage: string;
}) {
  const [answer, setAnswer] = useState('');
  const [wrong, setWrong] = useState(false);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checkSumCaptcha(captcha, answer)) onSolved();
    else setWrong(true);
  };

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-label`} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          id={id}
          label={<span id={`${id}-label`}>{label}</span>}
          value={answer}
          onChange={(event) => {
            setAnswer(event.currentTarget.value);
            setWrong(false);
          }}
          inputMode="numeric"
          autoComplete="off"
          maxLength={2}
          size="md"
          w={120}
          error={wrong ? <bdi>{wrongMessage}</bdi> : undefined}
          // The question reads left to right even on an Urdu page, on one line (the input is narrow).
          styles={{ input: { direction: 'ltr' }, label: { whiteSpace: 'nowrap' } }}
        />
        <Button type="submit" size="md" mt={29}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
