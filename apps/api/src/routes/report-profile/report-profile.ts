import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailSchema, MESSAGES } from '@rishta/domain';
import { requireViewer } from '../../plugins/auth';
import {
  reportRefused,
  reportProfile,
  type ReportSubmission,
} from '../../services/report-profile/report-profile';
import { wholeFile } from '../../services/profiles/read-upload';

const failedSchema = z.object({
  status: z.literal('failed'),
  errors: z.record(z.string(), z.array(z.string())),
});

/** The multipart parts in any order: text fields by name, and the `file` part's bytes. */
async function readSubmission(request: FastifyRequest): Promise<ReportSubmission> {
  if (!request.isMultipart()) return {};
  const submission: ReportSubmission = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname === 'file') submission.file = await wholeFile(part);
      else await wholeFile(part);
      continue;
    }
    const value = typeof part.value === 'string' ? part.value : undefined;
    if (part.fieldname === 'reason') submission.reason = value;
    else if (part.fieldname === 'description') submission.description = value;
    else if (part.fieldname === 'user-slug') submission.userSlug = value;
  }
  return submission;
}

export async function reportProfileRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/profiles/report-profile',
    {
      schema: {
        tags: ['profiles'],
        description:
          'Multipart `reason`, `description` (required for the Other reason), `user-slug` and ' +
          '`file` (an evidence image, kept private for the admins). Only verified users may ' +
          'report, once per profile.',
        response: {
          201: z.object({ status: z.literal('Done'), message: z.string() }),
          400: failedSchema,
          401: detailSchema,
          403: failedSchema,
          404: failedSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      // Admins have no profile to report from, and are not who the report form is for.
      if (viewer.profileId === null) throw reportRefused(403, 'verifyToReport');
      await reportProfile(app.db, app.media, viewer.profileId, await readSubmission(request));
      return reply.code(201).send({ status: 'Done' as const, message: MESSAGES.reportedSuccessfully });
    },
  );
}
