import { TextInput, useDirection, type TextInputProps } from '@mantine/core';

/**
 * A text box for what reads left to right in every language (usernames, codes). The site's own
 * LtrTextInput does the same, but it shares a build chunk with the mobile-number rules: using it
 * here would split that chunk and add a file to the public home page's download (issue 13).
 */
export function LtrInput({ styles, ...props }: TextInputProps & { ref?: React.Ref<HTMLInputElement> }) {
  const { dir } = useDirection();
  return (
    <TextInput
      dir="ltr"
      styles={{ input: { textAlign: dir === 'rtl' ? 'right' : 'left' }, ...styles }}
      {...props}
    />
  );
}
