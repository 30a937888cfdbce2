import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MARRIAGE_FIXED_DELETION_REASON } from '@rishta/domain';
import { apiError, callsOf } from '@/test/fake-api';
import { renderConsole } from '../../test/render-console';
import { deletionQueue, deletionRequest } from './builders';
import { DeletionsPage } from './deletion-item';
import type { DeletionQueueItem } from './deletions';

/** A queue the fake API keeps, so a carried-out request is gone from the next answer. */
function queue(requests: DeletionQueueItem[], extra: Record<string, unknown> = {}) {
  let waiting = [...requests];
  return {
    'GET /admin/deletions/': () => deletionQueue(waiting),
    ...extra,
    'POST /carry-out/': (url: URL) => {
      const id = Number(url.pathname.split('/').at(-3));
      waiting = waiting.filter((r) => r.id !== id);
      return { message: 'The person has been erased. Only the reason category is kept.' };
    },
  };
}

const item = (name: string) => screen.findByRole('article', { name });

async function openErasure(user: ReturnType<typeof renderConsole>['user'], name: string) {
  await user.click(within(await item(name)).getByRole('button', { name: 'Carry out erasure' }));
  return screen.findByRole('dialog', { name: `Erase ${name}` });
}

describe('deletion requests', () => {
  it('lists the requests oldest first with the count, the oldest age, the reason and the details', async () => {
    renderConsole(DeletionsPage, {
      data: queue([
        deletionRequest(1, { reason: 'Others', details: 'Moving abroad.' }),
        deletionRequest(2, { reason: MARRIAGE_FIXED_DELETION_REASON }),
      ]),
    });

    const first = await item('Person 1');
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Person 1',
      'Person 2',
    ]);
    expect(within(first).getByText('RM100001')).toBeInTheDocument();
    expect(within(first).getByText('Others')).toBeInTheDocument();
    expect(within(first).getByText('Moving abroad.')).toBeInTheDocument();
    expect(within(first).getByText('asked 9 days ago')).toBeInTheDocument();
    expect(
      within(await item('Person 2')).getByText('Marriage/Proposal fixed from the product'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('deletions-waiting')).toHaveTextContent('2');
    expect(screen.getByText('9 days ago')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Deletion requests 2/ })).toHaveAttribute('aria-current', 'page');
  });

  it('flags each overdue request and counts them (decision 046)', async () => {
    renderConsole(DeletionsPage, {
      data: queue([
        deletionRequest(1, { overdue_since: new Date(Date.now() - 6 * 86_400_000).toISOString() }),
        deletionRequest(8),
      ]),
    });

    const badge = within(await item('Person 1')).getByText('Overdue');
    expect(badge.closest('[title]')).toHaveAttribute('title', expect.stringMatching(/^Overdue since /));
    expect(within(await item('Person 8')).queryByText('Overdue')).toBeNull();
    expect(screen.getByTestId('deletions-overdue')).toHaveTextContent('1');
  });

  it('erases only once the profile code is typed, says what goes and that it cannot be undone', async () => {
    const { user, fetch } = renderConsole(DeletionsPage, {
      data: queue([deletionRequest(1), deletionRequest(2)]),
    });

    const dialog = await openErasure(user, 'Person 1');
    expect(within(dialog).getByText('This cannot be undone')).toBeInTheDocument();
    expect(within(dialog).getByText(/photos, ID documents and report evidence/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Proposals, favourites, profile visits and chat messages/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/the username is free/)).toBeInTheDocument();
    expect(within(dialog).getByText(/reason category \(Not interested anymore\)/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/found their life partner/)).toBeNull();

    const erase = within(dialog).getByRole('button', { name: 'Erase for good' });
    const code = within(dialog).getByRole('textbox', { name: /^Type RM100001 to confirm/ });
    expect(erase).toBeDisabled();
    await user.type(code, 'RM100002');
    expect(erase).toBeDisabled();
    await user.click(erase);
    expect(callsOf(fetch, 'POST')).toEqual([]);

    await user.clear(code);
    await user.type(code, ' rm100001 ');
    expect(erase).toBeEnabled();
    await user.click(erase);

    expect(
      await screen.findByText('Person 1 (RM100001) has been erased. Only the reason category is kept.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Person 1' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Person 2' })).toBeInTheDocument();
    expect(screen.getByTestId('deletions-waiting')).toHaveTextContent('1');
    expect(callsOf(fetch, 'POST')).toEqual([['/api/admin/deletions/1/carry-out/', undefined]]);
  });

  it('says the partner-found count moves when the marriage was fixed here', async () => {
    const { user } = renderConsole(DeletionsPage, {
      data: queue([deletionRequest(1, { reason: MARRIAGE_FIXED_DELETION_REASON })]),
    });

    const dialog = await openErasure(user, 'Person 1');
    expect(
      within(dialog).getByText(/found their life partner through Rishta goes up by one/),
    ).toBeInTheDocument();
  });

  it('does nothing on Cancel, and starts with an empty code box when opened again', async () => {
    const { user, fetch } = renderConsole(DeletionsPage, { data: queue([deletionRequest(1)]) });

    let dialog = await openErasure(user, 'Person 1');
    await user.type(within(dialog).getByRole('textbox', { name: /^Type RM100001/ }), 'RM100001');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openErasure(user, 'Person 1');
    expect(within(dialog).getByRole('textbox', { name: /^Type RM100001/ })).toHaveValue('');
    expect(callsOf(fetch, 'POST')).toEqual([]);
  });

  it('closes and says so when the request was already carried out', async () => {
    const { user } = renderConsole(DeletionsPage, {
      data: queue([deletionRequest(1)], {
        'POST /admin/deletions/1/carry-out/': apiError(404, 'deletionRequestNotFound'),
      }),
    });

    const dialog = await openErasure(user, 'Person 1');
    await user.type(within(dialog).getByRole('textbox', { name: /^Type RM100001/ }), 'RM100001');
    await user.click(within(dialog).getByRole('button', { name: 'Erase for good' }));

    expect(
      await screen.findByText(
        'This request is no longer waiting. Another moderator may have carried it out already.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when nothing waits', async () => {
    renderConsole(DeletionsPage, { data: queue([]) });
    expect(await screen.findByText('No deletion requests are waiting.')).toBeInTheDocument();
    expect(screen.getByTestId('deletions-waiting')).toHaveTextContent('0');
    expect(screen.getByTestId('deletions-overdue')).toHaveTextContent('0');
  });
});
