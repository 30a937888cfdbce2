// The sign-up draft (§4: the step and the form are kept locally and cleared after creation), so a
// dropped connection or a closed tab on a cheap phone does not cost the user a long form.
import { useEffect, useRef } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { OtpRequest } from '@/components/otp/otp-request';
import { SIGNUP_DRAFT_KEY } from '@/lib/session';
import { SECRET_FIELDS, toWizardValues, type WizardValues } from './form-values';

const KEY = SIGNUP_DRAFT_KEY;
const SAVE_DELAY_MS = 400;

export interface SignupDraft {
  step: number;
  values: WizardValues;
  /** The acknowledgement was given once; a returning user is not asked again for the same draft. */
  acknowledged: boolean;
  /** The user chose the contact privacy themselves, so a later gender change keeps it. */
  privacyChosen?: boolean;
  /**
   * The code asked for on the OTP step (issue 11): a phone reloads the tab when the user switches
   * to the SMS app, and the wizard must come back to the same step with the same code. The code
   * itself and the passwords are never stored.
   */
  otp?: OtpRequest;
}

function otpRequestOf(value: unknown): OtpRequest | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { username, resendAt, expiresAt, remaining } = value as Record<string, unknown>;
  if (typeof username !== 'string' || typeof resendAt !== 'number' || typeof expiresAt !== 'number')
    return undefined;
  return { username, resendAt, expiresAt, remaining: typeof remaining === 'number' ? remaining : 0 };
}

export function loadDraft(): SignupDraft | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SignupDraft> | null;
    if (!parsed || typeof parsed !== 'object') return null;
    return {
      step: typeof parsed.step === 'number' && parsed.step >= 0 ? Math.floor(parsed.step) : 0,
      values: toWizardValues(parsed.values as Record<string, unknown> | undefined),
      acknowledged: parsed.acknowledged === true,
      privacyChosen: parsed.privacyChosen === true,
      otp: otpRequestOf(parsed.otp),
    };
  } catch {
    return null;
  }
}

export function saveDraft(draft: SignupDraft): void {
  const values: Partial<WizardValues> = { ...draft.values };
  for (const field of SECRET_FIELDS) delete values[field];
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...draft, values }));
  } catch {
    // Storage full or private mode: the form still works, it just is not kept.
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

/**
 * Keeps the draft in step with the form while creating. Typing is debounced so it stays smooth;
 * a new step or a new OTP request is saved at once, and a pending save is written when the page
 * is hidden: a phone reloads the tab as soon as the user switches to the SMS app.
 */
export function useSignupDraft({
  control,
  step,
  enabled,
  privacyChosen,
  otp,
}: {
  control: Control<WizardValues>;
  step: number;
  enabled: boolean;
  privacyChosen: boolean;
  otp: OtpRequest | null;
}) {
  const values = useWatch({ control }) as WizardValues;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef<SignupDraft | null>(null);
  const saved = useRef<{ step: number; otp: OtpRequest | null } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const draft = { step, values, acknowledged: true, privacyChosen, otp: otp ?? undefined };
    latest.current = draft;
    clearTimeout(timer.current);
    const flush = () => {
      clearTimeout(timer.current);
      if (latest.current) saveDraft(latest.current);
      latest.current = null;
      saved.current = { step, otp };
    };
    if (saved.current?.step !== step || saved.current.otp !== otp) flush();
    else timer.current = setTimeout(flush, SAVE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [enabled, step, values, privacyChosen, otp]);

  useEffect(() => {
    if (!enabled) return;
    const flushNow = () => {
      clearTimeout(timer.current);
      if (latest.current) saveDraft(latest.current);
      latest.current = null;
    };
    window.addEventListener('pagehide', flushNow);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flushNow();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flushNow);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [enabled]);
}
