import type { FastifyInstance } from 'fastify';
import { adminChatGroupListSchema, adminChatGroupSchema, chatGroupUpdateSchema } from '@rishta/domain';
import { adminChatGroups, updateChatGroup } from '../../../services/staff/content/chat-groups';
import { contentCrudRoutes } from './crud-routes';

/**
 * The forum groups' texts (issue 30): their description, and their name and description in the
 * other languages. Groups are not added or removed here, and the server keeps no copy of the list
 * (each /friends/available-groups reads it), so a change shows on the next call.
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
    update: {
      description:
        'Replaces a group’s English `description` and its `translations` (`name` and `description` ' +
        'per language). `group_name` is the group’s id in the chat calls and stays.',
      body: chatGroupUpdateSchema,
      answer: adminChatGroupSchema,
      run: updateChatGroup,
    },
  });
}
