import type { StaffCodeRequest, StaffPasswordResponse, StaffSessionResponse } from '@rishta/domain';
import { staffApi } from '../lib/staff-api';
import type { StaffSession } from '../lib/staff-session';

/** POST /admin/login/: the password step; answers the challenge (and, the first time, the QR code). */
export const sendPassword = (values: { username: string; password: string }) =>
  staffApi<StaffPasswordResponse>('/login/', { method: 'POST', json: values, anonymous: true });

/** POST /admin/login/code/: the authenticator's (or a recovery) code for the challenge. */
export const sendCode = (request: StaffCodeRequest) =>
  staffApi<StaffSessionResponse>('/login/code/', { method: 'POST', json: request, anonymous: true });

export const toStaffSession = (answer: StaffSessionResponse): StaffSession => ({
  token: answer.token,
  username: answer.username,
  role: answer.role,
  expiresAt: answer.expires_at,
});
