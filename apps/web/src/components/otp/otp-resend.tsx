// The resend control of every OTP screen (issue 11): a visible countdown, then the button, and how
// many new codes the number has left today, so nobody is surprised by the 24-hour block.
import { useEffect, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OtpRequest } from './otp-request';

/** Whole seconds until `until` (epoch ms), ticking once a second; 0 once it has passed. */
export function useSecondsUntil(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    // A new `until` is read against the real time at once (the last tick may be long ago).
    const first = setTimeout(() => setNow(Date.now()), 0);
    const timer = setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      if (tick >= until) clearInterval(timer);
    }, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

export function OtpResend({
  request,
  onResend,
  loading,
  label,
}: {
  request: OtpRequest | null;
  onResend: () => void;
  loading: boolean;
  /** The button's words when a resend is allowed. */
  label: string;
}) {
  const { t } = useTranslation('common');
  const seconds = useSecondsUntil(request?.resendAt ?? null);
  const waiting = seconds > 0;
  return (
    <Stack gap={4} align="stretch">
      <Button variant="subtle" size="md" onClick={onResend} loading={loading} disabled={waiting}>
        {waiting ? t('otp.resendIn', { seconds }) : label}
      </Button>
      {request && (
        <Text fz="sm" c="dimmed" ta="center" aria-live="polite">
          {t('otp.remaining', { count: request.remaining })}
        </Text>
      )}
    </Stack>
  );
}
