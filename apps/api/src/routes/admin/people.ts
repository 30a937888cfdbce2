import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountIdParamsSchema,
  detailSchema,
  peopleSearchQuerySchema,
  peopleSearchResponseSchema,
  personDetailSchema,
} from '@rishta/domain';
import { personDetail } from '../../services/people/person-detail';
import { searchPeople } from '../../services/people/search-people';
import { adminErrors, requireStaff } from './require-staff';

/** People (issue 13): find a user account, then see all of it on one page. */
export async function adminPeopleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/people',
    {
      config: { staffRole: 'moderator' },
      schema: {
        tags: ['admin'],
        description:
          'Finds user accounts by profile code, mobile number (any spelling), e-mail (any letter ' +
          'case) or part of the name; up to 20, closest names first.',
        querystring: peopleSearchQuerySchema,
        response: { 200: peopleSearchResponseSchema, 400: detailSchema, ...adminErrors },
      },
    },
    async (request) => {
      requireStaff(request);
      return searchPeople(app.db, request.query.q);
    },
  );

  r.get(
    '/admin/people/:account_id',
    {
      config: { staffRole: 'moderator' },
      schema: {
        tags: ['admin'],
        description:
          'One user account: its profile, proposals, reports about and by it, notices sent to it ' +
          'and its audit trail (newest 50). Staff accounts are not found here.',
        params: accountIdParamsSchema,
        response: { 200: personDetailSchema, ...adminErrors },
      },
    },
    async (request) => {
      requireStaff(request);
      return personDetail(app.db, request.params.account_id);
    },
  );
}
