import { Alert } from '@mantine/core';

/** An error of the whole request, above a form's buttons; read out as soon as it appears. */
export function FormError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      <bdi>{text}</bdi>
    </Alert>
  );
}

/** A field's error from react-hook-form, isolated so a right-to-left page shows English text whole. */
export const fieldError = (error: { message?: string } | undefined) =>
  error?.message ? <bdi>{error.message}</bdi> : undefined;
