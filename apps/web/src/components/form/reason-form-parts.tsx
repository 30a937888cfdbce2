import type { ReactNode } from 'react';
import { useController, type Control, type Path } from 'react-hook-form';
import { Alert, Button, Radio, Stack, Textarea } from '@mantine/core';

/**
 * The form's required `reason`, as a radio list whose values stay the spec's English text (admins
 * read them) while the labels are translated.
 */
export function ReasonRadios<TValues extends { reason: string }, TSubmitted>({
  control,
  label,
  reasons,
  labelOf,
}: {
  control: Control<TValues, unknown, TSubmitted>;
  label: string;
  reasons: readonly string[];
  labelOf: (reason: string, index: number) => string;
}) {
  const { field, fieldState } = useController({ control, name: 'reason' as Path<TValues> });
  const error = fieldState.error?.message;
  return (
    <Radio.Group
      label={label}
      value={field.value as string}
      onChange={field.onChange}
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

/** The end of a reason form: why the last send failed, if it did, over the red submit button. */
export function FailureAndSubmit({
  failure,
  submitting,
  children,
}: {
  failure: string | null;
  submitting: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {failure && (
        <Alert color="red" role="alert">
          <bdi>{failure}</bdi>
        </Alert>
      )}
      {/* red.9: white on Mantine's default red is below 4.5:1. */}
      <Button type="submit" size="md" color="red.9" loading={submitting}>
        {children}
      </Button>
    </>
  );
}
