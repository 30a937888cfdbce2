import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  carryOutDeletionResponseSchema,
  deletionQueueResponseSchema,
  deletionRequestIdParamsSchema,
} from '@rishta/domain';
import { carryOutDeletion } from '../../services/staff/deletions/carry-out-deletion';
import { deletionQueue } from '../../services/staff/deletions/deletion-queue';
import { requireStaff, staffRoute } from './require-staff';

/** The deletion-requests queue (issue 13): requests wait here, already hidden, until erased. */
export async function staffDeletionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/deletions',
    staffRoute('moderator', {
      description:
        'Deletion requests waiting to be carried out, oldest first (50), with the count and since ' +
        'when the oldest waits.',
      response: { 200: deletionQueueResponseSchema },
    }),
    async () => deletionQueue(app.db),
  );

  r.post(
    '/admin/deletions/:id/carry-out',
    staffRoute('moderator', {
      description:
        'Erases the person who asked (DESIGN.md §5.8): their account, profile and every row about ' +
        'them, their photos, documents and report evidence; tokens end and the username is free. ' +
        'One audit row keeps who, when and the reason category. 404 once carried out.',
      params: deletionRequestIdParamsSchema,
      response: { 200: carryOutDeletionResponseSchema },
    }),
    async (request) => {
      const staff = requireStaff(request);
      return carryOutDeletion(
        { db: app.db, media: app.media, log: request.log, chatBus: app.chatBus },
        staff.accountId,
        request.params.id,
        app.clock(),
      );
    },
  );
}
