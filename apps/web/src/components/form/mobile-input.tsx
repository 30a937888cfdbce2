import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { MOBILE_INPUT_MAX } from '@rishta/domain';

/**
 * An Indian mobile number box. Pair it with `mobileRegisterOptions`, which turns whatever the user
 * typed or pasted into 10 digits. The number (and its +91 prefix, when shown) reads left to right
 * on an Urdu page too; the label, hint and error stay in the page's direction.
 */
export function MobileInput({
  withCountryCode = false,
  ...props
}: TextInputProps & { ref?: React.Ref<HTMLInputElement>; withCountryCode?: boolean }) {
  return (
    <TextInput
      type="tel"
      inputMode="numeric"
      maxLength={MOBILE_INPUT_MAX}
      inputContainer={(input) => <div dir="ltr">{input}</div>}
      {...(withCountryCode && {
        leftSection: (
          <Text fz="md" c="dimmed" aria-hidden="true">
            +91
          </Text>
        ),
        leftSectionWidth: 48,
      })}
      {...props}
    />
  );
}
