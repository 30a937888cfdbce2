import type { FastifyInstance } from 'fastify';
import {
  adminChatGroupListSchema,
  adminChatGroupSchema,
  chatGroupCreateSchema,
  chatGroupUpdateSchema,
  detailSchema,
} from '@rishta/domain';
import {
  adminChatGroups,
  createChatGroup,
  updateChatGroup,
} from '../../../services/staff/content/chat-groups';
import { contentCrudRoutes } from './crud-routes';

/**
 * The forum groups (issues 30, 32): added, renamed, described in every language and closed here;
 * never deleted (a closed group keeps its messages for its members). The server keeps no copy of
 * the list (each /friends/available-groups reads it), so a change shows on the next call.
 */
export async function chatGroupRoutes(app: FastifyInstance) {
  contentCrudRoutes(app, {
    path: '/admin/content/chat-groups',
    role: 'admin',
    list: {
      description: 'Every forum group by name, with its texts in every language and its size.',
      answer: adminChatGroupListSchema,
      run: adminChatGroups,
    },
    create: {
      description:
        'Adds a group: `group_name` (its id in the chat calls), its English `description`, ' +
        '`translations` and `archived`. 409 `groupNameTaken` when another group has the name.',
      body: chatGroupCreateSchema,
      answer: adminChatGroupSchema,
      more: { 409: detailSchema },
      run: createChatGroup,
    },
    update: {
      description:
        'Replaces a group’s `group_name` (its id in the chat calls: old links then find nothing), ' +
        'its English `description`, its `translations` (`name` and `description` per language) ' +
        'and `archived` (closed: off the forum’s list, readable by its members, no new messages).',
      body: chatGroupUpdateSchema,
      answer: adminChatGroupSchema,
      more: { 409: detailSchema },
      run: updateChatGroup,
    },
  });
}
