import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountIdParamsSchema,
  adminAccountResponseSchema,
  blockAccountRequestSchema,
  detailSchema,
  peopleSearchQuerySchema,
  peopleSearchResponseSchema,
  personDetailSchema,
  usernameParamsSchema,
} from '@rishta/domain';
import { blockAccount, unblockAccount } from '../../services/staff/people/block-account';
import { personDetail } from '../../services/staff/people/person-detail';
import { searchPeople } from '../../services/staff/people/search-people';
import { requireStaff, staffRoute } from './require-staff';

/** People (issue 13): find a user account, see all of it on one page, and block or unblock it. */
export async function staffPeopleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/people',
    staffRoute('moderator', {
      description:
        'Finds user accounts by profile code, mobile number (any spelling), e-mail (any letter ' +
        'case) or part of the name; up to 20, closest names first.',
      querystring: peopleSearchQuerySchema,
      response: { 200: peopleSearchResponseSchema, 400: detailSchema },
    }),
    async (request) => searchPeople(app.db, request.query.q),
  );

  r.get(
    '/admin/people/:account_id',
    staffRoute('moderator', {
      description:
        'One user account: its profile, proposals, reports about and by it, notices sent to it ' +
        'and its audit trail (newest 50). Staff accounts are not found here.',
      params: accountIdParamsSchema,
      response: { 200: personDetailSchema },
    }),
    async (request) => personDetail(app.db, request.params.account_id),
  );

  r.post(
    '/admin/accounts/:username/block',
    staffRoute('moderator', {
      description: 'Blocks the account (its tokens end); verify-user and login show the reason.',
      params: usernameParamsSchema,
      body: blockAccountRequestSchema,
      response: { 200: adminAccountResponseSchema },
    }),
    async (request) => {
      const staff = requireStaff(request);
      return blockAccount(
        app.db,
        app.chatBus,
        staff.accountId,
        request.params.username,
        request.body.reason,
        app.clock(),
      );
    },
  );

  r.post(
    '/admin/accounts/:username/unblock',
    staffRoute('moderator', {
      params: usernameParamsSchema,
      response: { 200: adminAccountResponseSchema },
    }),
    async (request) => {
      const staff = requireStaff(request);
      return unblockAccount(app.db, staff.accountId, request.params.username, app.clock());
    },
  );
}
