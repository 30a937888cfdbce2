import { useId, useState, type FormEvent } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
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
      {/* The question sits above the answer box, so a longer translation wraps across the full
          width instead of squeezing into the box's 120 px and pushing the button out of line. */}
      <Text component="label" htmlFor={id} id={`${id}-label`} fz="md" fw={500} display="block" mb={4}>
        {label}
      </Text>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          id={id}
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
        <Button type="submit" size="md">
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
