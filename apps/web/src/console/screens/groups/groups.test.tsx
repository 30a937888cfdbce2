import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { StaffGroup, StaffGroupDetail, StaffGroupMember } from '@rishta/domain';
import { callsOf } from '@/test/fake-api';
import { renderConsole } from '../../test/render-console';
import { GroupPage } from './group-page';
import { GroupsPage } from './groups-page';

const group = (patch: Partial<StaffGroup> = {}): StaffGroup => ({
  id: 4,
  group_name: 'Hyderabad',
  description: 'For families in Hyderabad.',
  member_count: 2,
  admin_count: 1,
  restricted_count: 0,
  archived: false,
  ...patch,
});

const member = (id: number, patch: Partial<StaffGroupMember> = {}): StaffGroupMember => ({
  profile_id: id,
  account_id: 100 + id,
  profile_code: `RM${100000 + id}`,
  full_name: `Member ${id}`,
  is_member: true,
  is_admin: false,
  joined_on: '2026-11-01T10:00:00.000Z',
  restriction: null,
  ...patch,
});

const detail = (patch: Partial<StaffGroupDetail> = {}): StaffGroupDetail => ({
  group: group(),
  members: [member(1, { is_admin: true }), member(2)],
  messages: [
    {
      message_id: 30,
      sender_id: 2,
      sender_name: 'Member 2',
      text: 'Call me on 98765 43210',
      sent_on: '2026-12-01T10:00:00.000Z',
      removed_by: null,
    },
  ],
  ...patch,
});

const renderGroup = (data: Record<string, unknown>) =>
  renderConsole(GroupPage, { data, route: '/admin/groups/4' });

describe('group forum moderation', () => {
  it('lists the groups with their counts, closed ones marked', async () => {
    renderConsole(GroupsPage, {
      data: {
        'GET /admin/groups/': {
          count: 2,
          results: [group(), group({ id: 5, group_name: 'Pune', archived: true, member_count: 0 })],
        },
      },
      route: '/admin/groups',
    });
    const link = await screen.findByRole('link', { name: 'Hyderabad' });
    expect(link).toHaveAttribute('href', '/admin/groups/4');
    expect(screen.getByText('Members: 2 · Admins: 1 · Restricted: 0')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
  });

  it('mutes a member for days with the reason they read and a staff note, both required', async () => {
    const { user, fetch } = renderGroup({
      'GET /admin/groups/4/': detail(),
      'POST /restrict/': { kind: 'mute', reason: 'x', until: '2026-12-06T10:00:00.000Z', since: '' },
    });

    const row = (await screen.findByRole('link', { name: 'Member 2' })).closest('li')!;
    expect(
      within(screen.getByRole('link', { name: 'Member 1' }).closest('li')!).getByText('Group admin'),
    ).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Mute or ban' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mute or ban Member 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Mute' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);
    expect(callsOf(fetch, 'POST')).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: /^Reason they read/ }),
      'Please do not share phone numbers in the group.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /^Staff note/ }), 'Number posted.');
    await user.click(within(dialog).getByRole('button', { name: 'Mute' }));

    expect(
      await screen.findByText('Member 2 (RM100002) is restricted in the group and will see your reason.'),
    ).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([
      [
        '/api/admin/groups/4/members/2/restrict/',
        {
          kind: 'mute',
          days: 1,
          reason: 'Please do not share phone numbers in the group.',
          note: 'Number posted.',
        },
      ],
    ]);
  });

  it('shows a ban with its reason and lifts it; removes a message with a note', async () => {
    const banned = member(3, {
      is_member: false,
      restriction: { kind: 'ban', reason: 'Asked members for money.', until: null, since: '' },
    });
    const { user, fetch } = renderGroup({
      'GET /admin/groups/4/': detail({ members: [member(1), banned] }),
      'POST /lift/': detail(),
      'POST /remove/': detail(),
    });

    const row = (await screen.findByRole('link', { name: 'Member 3' })).closest('li')!;
    expect(within(row).getByText('Banned')).toBeInTheDocument();
    expect(within(row).getByText('Asked members for money.', { exact: false })).toBeInTheDocument();
    // Someone banned is no longer a member: no admin button.
    expect(within(row).queryByRole('button', { name: 'Make group admin' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Lift the ban' }));
    const lift = await screen.findByRole('dialog', { name: 'Lift the restriction on Member 3?' });
    await user.type(within(lift).getByRole('textbox', { name: /^Staff note/ }), 'Apologised.');
    await user.click(within(lift).getByRole('button', { name: 'Lift' }));
    expect(await screen.findByText('The restriction on Member 3 (RM100003) is lifted.')).toBeInTheDocument();

    const messages = screen.getByRole('region', { name: 'Latest messages' });
    await user.click(within(messages).getByRole('button', { name: 'Remove' }));
    const remove = await screen.findByRole('dialog', { name: 'Remove this message by Member 2?' });
    expect(within(remove).getByText('Call me on 98765 43210')).toBeInTheDocument();
    await user.type(within(remove).getByRole('textbox', { name: /^Staff note/ }), 'Phone number.');
    await user.click(within(remove).getByRole('button', { name: 'Remove message' }));
    expect(await screen.findByText('The message by Member 2 was removed for everyone.')).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([
      ['/api/admin/groups/4/members/3/lift/', { note: 'Apologised.' }],
      ['/api/admin/groups/4/messages/30/remove/', { note: 'Phone number.' }],
    ]);
  });
});
