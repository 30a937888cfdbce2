import { chatGroupCreateSchema, chatGroupUpdateSchema, type AdminChatGroup } from '@rishta/domain';
import { contentKind, itemValues, translationValues } from '../../kit/content/content-kind';
import { ChatGroupCard, ChatGroupFields } from './chat-group-item';

const blank = { group_name: '', description: '', archived: false };

/**
 * /admin/content/chat-groups: the Group Forum's groups (issues 30, 32). Admins add a group, write
 * what each is for and its name and description in every language, rename it and close it. A
 * group is never deleted here: its messages stay readable to its members once it is closed.
 * Members, mutes, bans and messages are moderators' work (/admin/groups).
 */
export const chatGroups = contentKind({
  texts: 'chatGroups',
  collection: 'chat-groups',
  name: (group: AdminChatGroup) => group.group_name,
  add: {
    schema: chatGroupCreateSchema,
    values: () => ({ ...blank, ...translationValues(undefined) }),
    Fields: ChatGroupFields,
    conflictField: 'group_name',
  },
  edit: {
    schema: chatGroupUpdateSchema,
    values: (group) => ({ ...itemValues(group, blank), ...translationValues(group) }),
    Fields: ChatGroupFields,
    conflictField: 'group_name',
  },
  Card: ChatGroupCard,
  keep: true,
});
