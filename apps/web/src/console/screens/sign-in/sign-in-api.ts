import type { StaffCodeRequest, StaffPasswordResponse, StaffSessionResponse } from '@rishta/domain';
import { staffApi } from '../../kit/api/staff-api';
import type { StaffSession } from '../../kit/api/staff-session';

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
