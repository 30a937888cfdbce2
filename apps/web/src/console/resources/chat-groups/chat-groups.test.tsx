import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, apiFieldErrors, callsOf } from '@/test/fake-api';
import { chatGroup } from '../../kit/content/test/builders';
import { fakeCollection, sentTranslations } from '../../kit/content/test/fake-content';
import { renderConsole } from '../../test/render-console';
import { ContentPage } from '../../screens/content/content-page';

function groups(extra: Record<string, unknown> = {}) {
  return {
    ...fakeCollection(
      'chat-groups',
      [
        chatGroup(1, {
          group_name: 'Hyderabad',
          description: 'For families in Hyderabad.',
          member_count: 1234,
        }),
        chatGroup(2, { group_name: 'Doctors', member_count: 1 }),
      ],
      // PUT changes the description and translations only: the name and members stay.
      (sent, id, old) =>
        chatGroup(id, {
          ...old,
          description: String(sent.description),
          translations: sentTranslations(sent),
        }),
    ),
    ...extra,
  };
}

const render = (data = groups()) =>
  renderConsole(ContentPage, { role: 'admin', route: '/admin/content/chat-groups', data });

describe('chat groups', () => {
  it('lists each group with its description and member count, in its own tab', async () => {
    render();

    expect(screen.getByRole('tab', { name: 'Chat groups' })).toHaveAttribute('aria-selected', 'true');
    const hyderabad = await screen.findByRole('article', { name: 'Hyderabad' });
    expect(within(hyderabad).getByText('For families in Hyderabad.')).toBeInTheDocument();
    expect(within(hyderabad).getByText('1,234 members')).toBeInTheDocument();
    const doctors = screen.getByRole('article', { name: 'Doctors' });
    expect(within(doctors).getByText('1 member')).toBeInTheDocument();
  });

  it('adds a group but never deletes one: a closed group keeps its messages for its members', async () => {
    const { user, fetch } = render(
      groups({
        'POST /content/chat-groups': (_url: URL, init?: RequestInit) =>
          chatGroup(3, JSON.parse(String(init?.body)) as object),
      }),
    );

    const item = await screen.findByRole('article', { name: 'Hyderabad' });
    expect(within(item).getByRole('button', { name: 'Edit “Hyderabad”' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add group' }));
    const add = await screen.findByRole('dialog', { name: 'Add group' });
    await user.click(within(add).getByRole('button', { name: 'Add group' }));
    expect(await within(add).findAllByText('This field is required.')).toHaveLength(2);
    await user.type(within(add).getByLabelText(/^Group name/), 'Pune');
    await user.type(within(add).getByLabelText(/^Description/), 'For families in Pune.');
    await user.click(within(add).getByRole('button', { name: 'Add group' }));

    expect(await screen.findByText('“Pune” has been added.')).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([
      [
        '/api/admin/content/chat-groups',
        { group_name: 'Pune', description: 'For families in Pune.', archived: false, translations: {} },
      ],
    ]);
  });

  it('renames and closes a group; a name another group has is refused under the name', async () => {
    const { user, fetch } = render(
      groups({
        'PUT /content/chat-groups/2': apiError(409, 'groupNameTaken'),
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Edit “Doctors”' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit group' });
    const name = within(edit).getByLabelText(/^Group name/);
    await user.clear(name);
    await user.type(name, 'Hyderabad');
    await user.click(within(edit).getByRole('checkbox', { name: /^Closed/ }));
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(edit).findByText('Another group already has this name.')).toBeInTheDocument();
    expect(callsOf(fetch, 'PUT')).toEqual([
      [
        '/api/admin/content/chat-groups/2',
        { group_name: 'Hyderabad', description: 'What group 2 is for.', archived: true, translations: {} },
      ],
    ]);
  });

  it('edits a group’s description and its name and description in another language', async () => {
    const { user, fetch } = render();

    const item = await screen.findByRole('article', { name: 'Hyderabad' });
    await user.click(within(item).getByRole('button', { name: 'Edit “Hyderabad”' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit group' });
    // In English the group's name is its own field; other languages have a name shown.
    expect(within(edit).queryByLabelText(/^Name shown/)).toBeNull();
    const description = within(edit).getByLabelText(/^Description/);
    expect(description).toHaveValue('For families in Hyderabad.');
    await user.clear(description);
    await user.type(description, 'Families from Hyderabad and around.');
    await user.click(within(edit).getByRole('button', { name: 'తెలుగు' }));
    await user.type(within(edit).getByLabelText('తెలుగు: Name shown'), 'హైదరాబాద్');
    await user.type(within(edit).getByLabelText('తెలుగు: Description'), 'హైదరాబాద్ కుటుంబాల కోసం.');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('“Hyderabad” has been saved.')).toBeInTheDocument();
    expect(callsOf(fetch, 'PUT')).toEqual([
      [
        '/api/admin/content/chat-groups/1',
        {
          group_name: 'Hyderabad',
          description: 'Families from Hyderabad and around.',
          archived: false,
          translations: { te: { name: 'హైదరాబాద్', description: 'హైదరాబాద్ కుటుంబాల కోసం.' } },
        },
      ],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(screen.getByRole('article', { name: 'Hyderabad' })).findByText(
        'Families from Hyderabad and around.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the texts saved in other languages when only the English one changes', async () => {
    const telugu = { name: 'వైద్యులు', description: 'వైద్యుల కోసం.' };
    const { user, fetch } = render(
      groups({
        'GET /content/chat-groups': {
          count: 1,
          results: [chatGroup(2, { group_name: 'Doctors', translations: { te: telugu } })],
        },
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Edit “Doctors”' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit group' });
    await user.click(within(edit).getByRole('button', { name: 'తెలుగు ✓' }));
    expect(within(edit).getByLabelText('తెలుగు: Name shown')).toHaveValue(telugu.name);
    await user.type(within(edit).getByLabelText(/^Description/), ' All specialities.');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('“Doctors” has been saved.')).toBeInTheDocument();
    expect(callsOf(fetch, 'PUT')).toEqual([
      [
        '/api/admin/content/chat-groups/2',
        {
          group_name: 'Doctors',
          description: 'What group 2 is for. All specialities.',
          archived: false,
          translations: { te: telugu },
        },
      ],
    ]);
  });

  it('asks for a description before sending, and shows the API’s field errors on their fields', async () => {
    const { user, fetch } = render(
      groups({ 'PUT /content/chat-groups/1': apiFieldErrors({ description: 'required' }) }),
    );

    await user.click(await screen.findByRole('button', { name: 'Edit “Hyderabad”' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit group' });
    const description = within(edit).getByLabelText(/^Description/);
    await user.clear(description);
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(description).toHaveAccessibleDescription(/This field is required\./));
    expect(callsOf(fetch, 'PUT')).toEqual([]);

    await user.type(description, 'Anything');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsOf(fetch, 'PUT')).toHaveLength(1));
    await waitFor(() => expect(description).toHaveAccessibleDescription(/This field is required\./));
    expect(description).toHaveValue('Anything');
  });
});
