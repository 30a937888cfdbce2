import type { DecisionTarget } from '../../kit/queue/define-queue';

/** Whom or what a group decision is about: a person in the group, or one of its messages. */
export interface GroupSubject {
  groupId: number;
  profileId?: number;
  messageId?: number;
}

export type GroupAction = 'restrict' | 'lift' | 'make_admin' | 'remove_admin' | 'remove_message';

const member = (s: GroupSubject, what: string) => `/groups/${s.groupId}/members/${s.profileId}/${what}/`;

/**
 * The group forum's decisions (issue 32), each a POST under /api/admin/groups/ with a staff note;
 * their texts are console-groups.json (`done.<action>`), and each refreshes the groups' screens.
 */
export const groupDecisions = {
  name: 'groups',
  list: '/groups/',
  touchesOthers: true,
  decisions: {
    restrict: (s: GroupSubject, body: object) => ({ path: member(s, 'restrict'), json: body }),
    lift: (s: GroupSubject, body: object) => ({ path: member(s, 'lift'), json: body }),
    make_admin: (s: GroupSubject, body: object) => ({
      path: member(s, 'admin'),
      json: { ...body, is_admin: true },
    }),
    remove_admin: (s: GroupSubject, body: object) => ({
      path: member(s, 'admin'),
      json: { ...body, is_admin: false },
    }),
    remove_message: (s: GroupSubject, body: object) => ({
      path: `/groups/${s.groupId}/messages/${s.messageId}/remove/`,
      json: body,
    }),
  },
} satisfies DecisionTarget<GroupSubject> & { list: string };
