// Whether the code just asked for reached the SMS or e-mail provider (issue 28). send-otp answers
// before the message goes out (a job runner sends it a moment later), so every OTP screen follows
// the newest code with otp-status until it is sent or has failed for good.
import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isLanguageCode, type LanguageCode, type OtpPurpose, type OtpStatusResponse } from '@rishta/domain';
import { api } from '@/lib/api';
import type { OtpRequest } from './otp-request';

/** How often the screen asks, and when it stops asking (a message still pending then is left be). */
export const OTP_STATUS_POLL_MS = 2_000;
export const OTP_STATUS_GIVE_UP_MS = 120_000;

interface Followed {
  username: string;
  /** Epoch ms (this device) when the code was asked for: each new code is followed afresh. */
  sentAt: number;
}

/** The interface language for send-otp (the e-mail is written in it), when it is one of ours. */
export const otpLanguage = (language: string | undefined): LanguageCode | undefined =>
  isLanguageCode(language) ? language : undefined;

/**
 * Follows the delivery of the last code sent for `purpose`: asks every 2 s while it is pending,
 * for about two minutes at most. `failed` is true once the server says the message could not be
 * sent; nothing is said while it is pending or once it is sent.
 */
export function useOtpDelivery(purpose: OtpPurpose) {
  const [followed, setFollowed] = useState<Followed | null>(null);
  const status = useQuery({
    queryKey: ['otp-status', purpose, followed?.username, followed?.sentAt],
    queryFn: () =>
      api<OtpStatusResponse>('/configs/otp-status/', {
        method: 'POST',
        json: { username: followed?.username, purpose },
      }),
    enabled: followed !== null,
    refetchInterval: (query) => {
      const answer = query.state.data?.status;
      if (answer && answer !== 'pending') return false;
      if (!followed || Date.now() - followed.sentAt >= OTP_STATUS_GIVE_UP_MS) return false;
      return OTP_STATUS_POLL_MS;
    },
    // Each answer is only about this moment; a failed ask is simply asked again on the next tick.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const failed = followed !== null && status.data?.status === 'failed';

  /** A new code went to `username`: follow it (and forget the last one's outcome). */
  const follow = useCallback((username: string) => setFollowed({ username, sentAt: Date.now() }), []);
  /** Stop following: the newest request was refused, so there is no new code to follow. */
  const stop = useCallback(() => setFollowed(null), []);

  return { failed, follow, stop };
}

/**
 * The request as the resend button sees it: a code that could not be sent may be asked for again
 * at once, without waiting out the resend countdown.
 */
export const resendableAfterFailure = (request: OtpRequest | null, failed: boolean): OtpRequest | null =>
  failed && request && request.resendAt > 0 ? { ...request, resendAt: 0 } : request;
