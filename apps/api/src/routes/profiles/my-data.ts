import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../plugins/auth';
import { perAccountLimit } from '../../lib/per-account-limit';
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
        rateLimit: perAccountLimit('my-data', MY_DATA_PER_HOUR, '1 hour'),
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
