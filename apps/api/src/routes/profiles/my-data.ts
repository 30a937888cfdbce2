import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../plugins/auth';
import { myData } from '../../services/privacy/my-data';

/** How many exports an account may make per hour: each one reads every table about the person. */
export const MY_DATA_PER_HOUR = 5;

export async function myDataRoute(app: FastifyInstance) {
  app.get(
    '/profiles/me/data',
    {
      schema: {
        tags: ['profiles'],
        description:
          'Download my data (DPDP right of access): everything held about the caller as one JSON file. ' +
          `At most ${MY_DATA_PER_HOUR} per hour per account.`,
      },
      config: {
        rateLimit: {
          max: MY_DATA_PER_HOUR,
          timeWindow: '1 hour',
          // After the auth hook, so the count is per account (visitors are refused anyway).
          hook: 'preHandler',
          keyGenerator: (request) =>
            request.viewer ? `my-data:${request.viewer.accountId}` : `my-data-ip:${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const data = await myData(app.db, app.mediaUrls, requireViewer(request), app.clock());
      const day = data.exported_at.slice(0, 10);
      return reply
        .header(
          'content-disposition',
          `attachment; filename="rishta-my-data-${data.profile.profile_code}-${day}.json"`,
        )
        .send(data);
    },
  );
}
