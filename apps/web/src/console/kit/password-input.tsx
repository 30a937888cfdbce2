import { useState } from 'react';
import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';

const EyeIcon = ({ open }: { open: boolean }) => (
  <svg
    width={18}
    height={18}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    aria-hidden="true"
  >
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {!open && <path d="M3 3l18 18" />}
  </svg>
);

/**
 * The staff password box with a show/hide button that keyboard and screen-reader users can reach.
 * The site's PasswordField does the same, but its build chunk also holds the user login's rules:
 * using it here would split that chunk and grow the public home page's download (issue 13).
 */
export function PasswordInput({
  toggleLabel,
  ...props
}: TextInputProps & { ref?: React.Ref<HTMLInputElement>; toggleLabel: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      rightSection={
        <ActionIcon
          variant="subtle"
          color="gray.7"
          onClick={() => setVisible((v) => !v)}
          aria-label={toggleLabel}
          aria-pressed={visible}
        >
          <EyeIcon open={!visible} />
        </ActionIcon>
      }
    />
  );
}
