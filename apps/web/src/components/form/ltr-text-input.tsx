import { TextInput, useDirection, type TextInputProps } from '@mantine/core';

/**
 * A text box for what reads left to right in every language: e-mail addresses, codes, numbers.
 * The text runs left to right, but on an Urdu page it stays aligned with its right-aligned label.
 */
export function LtrTextInput({ styles, ...props }: TextInputProps & { ref?: React.Ref<HTMLInputElement> }) {
  const { dir } = useDirection();
  return (
    <TextInput
      dir="ltr"
      styles={{ input: { textAlign: dir === 'rtl' ? 'right' : 'left' }, ...styles }}
      {...props}
    />
  );
}
