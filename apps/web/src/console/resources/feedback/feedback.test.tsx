import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { FeedbackInboxResponse } from '@rishta/domain';
import { callsOf } from '@/test/fake-api';
import { renderConsole } from '../../test/render-console';
import type { FeedbackMessage } from './feedback';
import { FeedbackPage } from './feedback-item';

const message = (id: number, patch: Partial<FeedbackMessage> = {}): FeedbackMessage => ({
  id,
  category: 'suggestion',
  name: `Writer ${id}`,
  gender: 'Male',
  mobile: `98765${String(id).padStart(5, '0')}`,
  email: `writer${id}@example.com`,
  location: 'Pune',
  description: `Message number ${id}.`,
  created_on: new Date(Date.now() - 3_600_000).toISOString(),
  handled_on: null,
  ...patch,
});

/** An inbox the fake API keeps: marking a message done moves it to the done list. */
function inbox(open: FeedbackMessage[], done: FeedbackMessage[] = []) {
  let lists = { open: [...open], done: [...done] };
  return {
    'GET /admin/feedback/': (url: URL): FeedbackInboxResponse => ({
      open_count: lists.open.length,
      results: url.searchParams.get('status') === 'done' ? lists.done : lists.open,
    }),
    'POST /done/': (url: URL) => {
      const id = Number(url.pathname.split('/').at(-3));
      const handled = { ...lists.open.find((m) => m.id === id)!, handled_on: new Date().toISOString() };
      lists = { open: lists.open.filter((m) => m.id !== id), done: [handled, ...lists.done] };
      return handled;
    },
  };
}

describe('feedback inbox', () => {
  it('lists the open messages with how to reach the writer, and the open count', async () => {
    renderConsole(FeedbackPage, { data: inbox([message(1, { category: 'complaint' }), message(2)]) });

    const first = await screen.findByRole('article', { name: 'Writer 1' });
    expect(within(first).getByText('Complaint')).toBeInTheDocument();
    expect(within(first).getByText('Message number 1.')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '9876500001' })).toHaveAttribute('href', 'tel:9876500001');
    expect(within(first).getByRole('link', { name: 'writer1@example.com' })).toHaveAttribute(
      'href',
      'mailto:writer1@example.com',
    );
    expect(screen.getByRole('tab', { name: /Open 2/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: /Feedback 2/ })).toHaveAttribute('aria-current', 'page');
  });

  it('marks a message done: it leaves the open list with a notification and shows under Done', async () => {
    const { user, fetch } = renderConsole(FeedbackPage, { data: inbox([message(1), message(2)]) });

    await user.click(
      within(await screen.findByRole('article', { name: 'Writer 1' })).getByRole('button', {
        name: 'Mark done',
      }),
    );

    expect(await screen.findByText('The message from Writer 1 moved to Done.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Writer 1' })).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: /Open 1/ })).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([['/api/admin/feedback/1/done/', undefined]]);

    await user.click(screen.getByRole('tab', { name: 'Done' }));
    const done = await screen.findByRole('article', { name: 'Writer 1' });
    expect(within(done).getByText(/^Done on /)).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: 'Mark done' })).not.toBeInTheDocument();
  });

  it('says when nothing is open', async () => {
    renderConsole(FeedbackPage, { data: inbox([]) });
    expect(await screen.findByText('No open feedback. Everything has been handled.')).toBeInTheDocument();
  });
});
