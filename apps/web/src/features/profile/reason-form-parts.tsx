import type { ReactNode } from 'react';
import { Radio, Stack, Textarea } from '@mantine/core';

/** A required radio list whose values stay the spec's English text (admins read them) while the labels are translated. */
export function ReasonRadios({
  label,
  reasons,
  labelOf,
  value,
  onChange,
  error,
}: {
  label: string;
  reasons: readonly string[];
  labelOf: (reason: string, index: number) => string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <Radio.Group
      label={label}
      value={value}
      onChange={onChange}
      required
      error={error ? <bdi>{error}</bdi> : undefined}
      size="md"
    >
      <Stack gap="sm" mt="xs">
        {reasons.map((reason, index) => (
          <Radio key={reason} value={reason} label={labelOf(reason, index)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** A long free text with its "used/max" counter under it (SPEC.md §5: counter 2000). */
export function CountedTextarea({
  label,
  value,
  max,
  counter,
  required,
  error,
  inputProps,
}: {
  label: string;
  value: string;
  max: number;
  counter: ReactNode;
  required: boolean;
  error?: string;
  inputProps: Record<string, unknown>;
}) {
  return (
    <Textarea
      {...inputProps}
      value={value}
      label={label}
      required={required}
      autosize
      minRows={4}
      maxRows={12}
      maxLength={max}
      size="md"
      error={error ? <bdi>{error}</bdi> : undefined}
      description={counter}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      styles={{ description: { textAlign: 'end', marginTop: 4 } }}
    />
  );
}
