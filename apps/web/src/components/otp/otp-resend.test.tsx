import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { AppError, errorBody } from '@rishta/domain';
import { ApiError } from '@/lib/api';
import { renderWithProviders } from '@/test/render-with-providers';
import { OtpResend } from './otp-resend';
import { isLive, otpRequestAfterError, otpRequestFrom } from './otp-request';

const NOW = Date.parse('2026-11-25T10:00:00Z');

describe('OtpResend (issue 11)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('counts down before allowing a resend and shows the codes left today', () => {
    const onResend = vi.fn();
    const request = otpRequestFrom('9876543210', {
      message: '',
      remaining: 1,
      resend_after: 60,
      expires_in: 600,
    });
    renderWithProviders(
      <OtpResend request={request} onResend={onResend} loading={false} label="Send the OTP again" />,
    );
    expect(screen.getByRole('button', { name: 'Send again in 60 s' })).toBeDisabled();
    expect(screen.getByText('You can ask for 1 more new code for this number today.')).toBeInTheDocument();

    act(() => void vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: 'Send again in 1 s' })).toBeDisabled();
    act(() => void vi.advanceTimersByTime(1_000));
    const button = screen.getByRole('button', { name: 'Send the OTP again' });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(onResend).toHaveBeenCalledOnce();
  });

  it('reads a too-early refusal as a new countdown, and knows when a code is no longer live', () => {
    const first = otpRequestFrom('9876543210', {
      message: '',
      remaining: 0,
      resend_after: 60,
      expires_in: 600,
    });
    const refused = otpRequestAfterError(
      first,
      '9876543210',
      new ApiError(
        429,
        errorBody(AppError.detail(429, 'otpResendWait', { seconds: 42 }, { resend_after: 42, remaining: 0 })),
      ),
    );
    expect(refused).toMatchObject({ resendAt: NOW + 42_000, expiresAt: first.expiresAt, remaining: 0 });
    expect(otpRequestAfterError(first, '9876543210', new ApiError(400, {}))).toBeNull();
    // Issue 28: the last code's message failed a moment ago; the server says when to ask again.
    const sendFailed = new ApiError(
      503,
      errorBody(AppError.detail(503, 'otpSendFailed', undefined, { retry_after: 95 })),
    );
    expect(otpRequestAfterError(first, '9876543210', sendFailed)).toEqual({
      ...first,
      resendAt: NOW + 95_000,
    });
    expect(otpRequestAfterError(null, '9876543210', sendFailed)).toBeNull();
    expect(isLive(first, '9876543210')).toBe(true);
    expect(isLive(first, '9999999999')).toBe(false);
    expect(isLive(first, '9876543210', NOW + 601_000)).toBe(false);
  });
});
