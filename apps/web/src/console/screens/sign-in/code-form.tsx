import { useState, type ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LtrInput } from '../../kit/shell/ltr-input';

/** A recovery code as the server makes it: eight letters and digits, typed with or without the dash. */
const RECOVERY_CODE_MAX = 20;

/**
 * The code box of the second step: the authenticator's 6 digits, or a recovery code. Six digits
 * are checked here, so a typo is named before a wrong code counts against the account.
 */
export function CodeForm({
  mode,
  onSubmit,
  serverError,
  onType,
  busy,
  submitLabel,
  children,
}: {
  mode: 'authenticator' | 'recovery';
  onSubmit: (code: string) => Promise<void>;
  serverError: string | null;
  onType: () => void;
  busy: boolean;
  submitLabel: string;
  /** What goes between the box and the button (e.g. the switch to a recovery code). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('console-sign-in');
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const authenticator = mode === 'authenticator';
  const error = formatError ?? serverError;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const typed = authenticator ? code.replace(/\s/g, '') : code.trim();
    if (authenticator ? !/^\d{6}$/.test(typed) : typed === '') {
      setFormatError(authenticator ? t('signIn.codeSixDigits') : t('signIn.recoveryRequired'));
      return;
    }
    void onSubmit(typed);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <LtrInput
          size="md"
          label={authenticator ? t('signIn.code') : t('signIn.recoveryCode')}
          description={authenticator ? t('signIn.codeHint') : t('signIn.recoveryCodeHint')}
          required
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setFormatError(null);
            onType();
          }}
          inputMode={authenticator ? 'numeric' : 'text'}
          autoComplete={authenticator ? 'one-time-code' : 'off'}
          autoCapitalize={authenticator ? 'none' : 'characters'}
          spellCheck={false}
          maxLength={authenticator ? 6 : RECOVERY_CODE_MAX}
          error={error ? <bdi>{error}</bdi> : undefined}
          // The step has just opened for this box: the code is what to type next.
          autoFocus
        />
        {children}
        <Button type="submit" size="md" fullWidth loading={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
