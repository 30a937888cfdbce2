import { useState } from 'react';
import { useLocation } from 'react-router';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { staffPasswordRequestSchema } from '@rishta/domain';
import { useDomainResolver } from '@/lib/domain-resolver';
import { isError } from '@/lib/error-text';
import {
  staffSession,
  staffSessionEndedByServer,
  useStaffSession,
  type StaffSession,
} from '../../kit/api/staff-session';
import { useConsoleErrorText } from '../../kit/use-console-error-text';
import type { SignInState } from '../../kit/shell/require-staff';
import { sendCode, sendPassword, toStaffSession } from './sign-in-api';

export interface PasswordValues {
  username: string;
  password: string;
}

/** Where the sign-in stands: the password, then setting up or asking for the code, then (once) the recovery codes. */
export type SignInStep =
  | { kind: 'password' }
  | { kind: 'enrol'; challenge: string; secret: string; qrSvg: string }
  | { kind: 'code'; challenge: string }
  | { kind: 'recoveryCodes'; codes: string[]; session: StaffSession };

/**
 * What the staff sign-in does (issue 13): password → (first time) set up the authenticator → its
 * 6-digit code (or a recovery code) → the console. The recovery codes of a new set-up are shown
 * once, and the console opens only after the staff member says they saved them. The page only
 * draws what this returns.
 */
export function useStaffSignIn() {
  const { errorText } = useConsoleErrorText('console-sign-in');
  const session = useStaffSession();
  const from = (useLocation().state as SignInState | null)?.from;
  const [step, setStep] = useState<SignInStep>({ kind: 'password' });
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [sessionEnded] = useState(staffSessionEndedByServer);
  const [codesSaved, setCodesSaved] = useState(false);

  const resolver = useDomainResolver<PasswordValues>(staffPasswordRequestSchema);
  const form = useForm<PasswordValues>({ resolver, defaultValues: { username: '', password: '' } });
  const password = useMutation({ mutationFn: sendPassword });
  const code = useMutation({ mutationFn: sendCode });

  const onPassword = form.handleSubmit(async (values) => {
    setPasswordError(null);
    setCodeError(null);
    try {
      const answer = await password.mutateAsync(values);
      setStep(
        answer.stage === 'enrol'
          ? { kind: 'enrol', challenge: answer.challenge, secret: answer.secret, qrSvg: answer.qr_svg }
          : { kind: 'code', challenge: answer.challenge },
      );
    } catch (error) {
      setPasswordError(errorText(error));
    }
  });

  /** Back to the password (a new challenge, and for a set-up a new QR code). */
  const restart = (reason: string | null = null) => {
    form.resetField('password');
    setCodeError(null);
    setPasswordError(reason);
    setStep({ kind: 'password' });
  };

  const onCode = async (typed: string) => {
    if (step.kind !== 'enrol' && step.kind !== 'code') return;
    setCodeError(null);
    try {
      const answer = await code.mutateAsync({ challenge: step.challenge, code: typed.trim() });
      const signedIn = toStaffSession(answer);
      if (answer.recovery_codes?.length) {
        setStep({ kind: 'recoveryCodes', codes: answer.recovery_codes, session: signedIn });
      } else {
        staffSession.set(signedIn);
      }
    } catch (error) {
      // The 10-minute challenge ran out: only a new password step makes a new one.
      if (isError(error, 'staffChallengeExpired')) restart(errorText(error));
      else setCodeError(errorText(error));
    }
  };

  /** After "I have saved these codes": the console opens. */
  const enterConsole = () => {
    if (step.kind !== 'recoveryCodes') return;
    setCodesSaved(true);
    staffSession.set(step.session);
  };

  return {
    step,
    /** Signed in (and past the recovery codes): the page sends the staff member on. */
    signedIn: session !== null && (step.kind !== 'recoveryCodes' || codesSaved),
    returnTo: from,
    sessionEnded: sessionEnded && step.kind === 'password' && passwordError === null,
    form,
    onPassword,
    passwordError,
    passwordBusy: password.isPending,
    onCode,
    codeError,
    clearCodeError: () => setCodeError(null),
    codeBusy: code.isPending,
    restart: () => restart(),
    enterConsole,
  };
}
