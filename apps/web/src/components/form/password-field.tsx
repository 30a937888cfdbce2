import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * A password box whose show/hide button can be reached by keyboard and says what it does, in the
 * page's language (`toggleLabel`), so screen-reader users can check what they typed too.
 */
export function PasswordField({
  toggleLabel,
  ...props
}: PasswordInputProps & { ref?: React.Ref<HTMLInputElement>; toggleLabel: string }) {
  return (
    <PasswordInput
      required
      size="md"
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': toggleLabel }}
      {...props}
    />
  );
}
