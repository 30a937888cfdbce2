import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { callsOf, fakeApi } from '@/test/fake-api';
import { staffSession } from '../lib/staff-session';
import { feedbackInbox, feedbackMessage, pendingQueue, storedStaff } from '../test/builders';
import { CONSOLE_TEST, renderConsole, warmUpConsole } from '../test/render-console';
import type { FeedbackMessage } from './queries';

beforeAll(warmUpConsole, 30_000);
afterEach(() => staffSession.clear());

/** An inbox the fake API keeps: marking a message done moves it to the done list. */
function fakeInbox(open: FeedbackMessage[], done: FeedbackMessage[] = []) {
  let inbox = { open: [...open], done: [...done] };
  return fakeApi({
    'GET /admin/me/': { username: 'moderator@example.com', role: 'moderator' },
    'GET /admin/profiles/pending/': pendingQueue([]),
    'GET /admin/feedback/': (url: URL) =>
      feedbackInbox(url.searchParams.get('status') === 'done' ? inbox.done : inbox.open, inbox.open.length),
    'POST /done/': (url: URL) => {
      const id = Number(url.pathname.split('/').at(-3));
      const message = inbox.open.find((m) => m.id === id)!;
      const handled = { ...message, handled_on: new Date().toISOString() };
      inbox = { open: inbox.open.filter((m) => m.id !== id), done: [handled, ...inbox.done] };
      return handled;
    },
  });
}

describe('feedback inbox', CONSOLE_TEST, () => {
  it('lists the open messages with how to reach the writer, and the open count', async () => {
    fakeInbox([feedbackMessage(1, { category: 'complaint' }), feedbackMessage(2)]);
    renderConsole('/admin/feedback', { staff: storedStaff() });

    const first = await screen.findByRole('article', { name: 'Writer 1' });
    expect(within(first).getByText('Complaint')).toBeInTheDocument();
    expect(within(first).getByText('Message number 1.')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '9876500001' })).toHaveAttribute('href', 'tel:9876500001');
    expect(within(first).getByRole('link', { name: 'writer1@example.com' })).toHaveAttribute(
      'href',
      'mailto:writer1@example.com',
    );
    expect(screen.getByRole('tab', { name: /Open 2/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: /Feedback 2/ })).toBeInTheDocument();
  });

  it('marks a message done: it leaves the open list with a notification and shows under Done', async () => {
    const fetch = fakeInbox([feedbackMessage(1), feedbackMessage(2)]);
    const { user } = renderConsole('/admin/feedback', { staff: storedStaff() });

    const first = await screen.findByRole('article', { name: 'Writer 1' });
    await user.click(within(first).getByRole('button', { name: 'Mark done' }));

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
    fakeInbox([]);
    renderConsole('/admin/feedback', { staff: storedStaff() });
    expect(await screen.findByText('No open feedback. Everything has been handled.')).toBeInTheDocument();
  });
});
