import { type TextInputProps } from '@mantine/core';
import { OTP_LENGTH } from '@rishta/domain';
import { LtrTextInput } from './ltr-text-input';

/** The box for an SMS or e-mail code: digits, left to right, and the phone may fill it in. */
export function OtpInput(props: TextInputProps & { ref?: React.Ref<HTMLInputElement> }) {
  return (
    <LtrTextInput
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      {...props}
    />
  );
}
