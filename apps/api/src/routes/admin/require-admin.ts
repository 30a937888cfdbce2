import type { FastifyRequest } from 'fastify';
import { requireViewer } from '../../plugins/auth';
import type { Viewer } from '../../services/accounts/viewer';
import { detailSchema } from '@rishta/domain';
import { forbidden } from '../../lib/http-error';

/** Anonymous → 401, a logged-in non-admin → 403, in the API's `{detail}` format. */
export function requireAdmin(request: FastifyRequest): Viewer {
  const viewer = requireViewer(request);
  if (!viewer.isSuperuser) throw forbidden('adminOnly');
  return viewer;
}

/** The answers every admin route may give besides its own: no token, not an admin, not found. */
export const adminErrors = { 401: detailSchema, 403: detailSchema, 404: detailSchema };
