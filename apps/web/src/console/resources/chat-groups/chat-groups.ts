import { chatGroupUpdateSchema, type AdminChatGroup } from '@rishta/domain';
import { contentKind, itemValues, translationValues } from '../../kit/content/content-kind';
import { ChatGroupCard, ChatGroupFields } from './chat-group-item';

/**
 * /admin/content/chat-groups: the Group Forum's groups (issue 30). Staff write what each is for,
 * and its name and description in every language; a group's `group_name` is its id in the chat
 * calls and links, so it is neither renamed nor deleted here.
 */
export const chatGroups = contentKind({
  texts: 'chatGroups',
  collection: 'chat-groups',
  name: (group: AdminChatGroup) => group.group_name,
  edit: {
    schema: chatGroupUpdateSchema,
    values: (group) => ({ ...itemValues(group, { description: '' }), ...translationValues(group) }),
    Fields: ChatGroupFields,
  },
  Card: ChatGroupCard,
  keep: true,
});
