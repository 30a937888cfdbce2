import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { AppError, errorBody, STAFF_MESSAGES } from '@rishta/domain';
import { apiError, callsOf } from '@/test/fake-api';
import { renderConsole } from '../../test/render-console';
import { failedMessage, messageItem, messagesAnswer } from './builders';
import { MessagesPage } from './message-item';
import type { MessageItem } from './messages';

/** The fake API's sends, filtered by `?status=` as the server does; `resend` answers the POST. */
function sends(sends: MessageItem[], resend?: (id: number) => unknown) {
  let list = [...sends];
  const counts = () => ({
    pending: list.filter((m) => m.status === 'pending').length,
    sent: list.filter((m) => m.status === 'sent').length,
    failed: list.filter((m) => m.status === 'failed').length,
  });
  return {
    'GET /admin/messages/': (url: URL) => {
      const status = url.searchParams.get('status');
      return messagesAnswer(
        list.filter((m) => !status || m.status === status),
        counts(),
      );
    },
    'POST /resend': (url: URL) => {
      const id = Number(url.pathname.split('/').at(-2));
      const answer = resend?.(id);
      if (answer) return answer;
      list = list.map((m) =>
        m.id === id ? { ...m, status: 'pending', tries: 0, failed_on: null, can_resend: false } : m,
      );
      return { status: 202, body: { detail: STAFF_MESSAGES.messageQueued } };
    },
  };
}

/** The Messages screen with the fake API's `data`, at `route` (a filter in the address). */
const renderMessages = (data: Record<string, unknown>, route?: string) =>
  renderConsole(MessagesPage, { data, route });

const row = (id: number) => screen.findByTestId(`message-${id}`);

describe('Messages screen (issue 28)', () => {
  it('lists each send with its kind, channel, masked recipient, status, tries, provider, reference, error and times', async () => {
    const first = messageItem(1);
    renderMessages(
      sends([
        first,
        failedMessage(2, {
          channel: 'email',
          recipient: 'ra****@example.com',
          error: 'Invalid number 9876543210',
        }),
        messageItem(3, { status: 'pending', tries: 0, provider: null, provider_ref: null, sent_on: null }),
      ]),
    );

    const sent = await row(1);
    expect(within(sent).getByText('Sent', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(within(sent).getByText(/One-time code · SMS/)).toBeInTheDocument();
    expect(within(sent).getByText('******01')).toBeInTheDocument();
    expect(within(sent).getByText('msg91')).toBeInTheDocument();
    expect(within(sent).getByText('ref-1')).toBeInTheDocument();
    expect(within(sent).getByText('1 minute ago')).toHaveAttribute('datetime', first.created_on);
    expect(within(sent).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();

    const failed = await row(2);
    expect(within(failed).getByText('Failed', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(within(failed).getByText(/One-time code · E-mail/)).toBeInTheDocument();
    expect(within(failed).getByText('ra****@example.com')).toBeInTheDocument();
    expect(within(failed).getByText('3')).toBeInTheDocument();
    // The provider's own words, with the whole number in them masked.
    expect(within(failed).getByText('Invalid number ******10')).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: 'Send again' })).toBeEnabled();

    const pending = await row(3);
    expect(within(pending).getByText('Pending', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(within(pending).getByText('–')).toBeInTheDocument();

    // The last 24 hours, whatever the filter.
    expect(screen.getByTestId('messages-pending')).toHaveTextContent('1');
    expect(screen.getByTestId('messages-sent')).toHaveTextContent('1');
    expect(screen.getByTestId('messages-failed')).toHaveTextContent('1');
    // Never a code, never a whole number.
    expect(screen.getByRole('main').textContent).not.toMatch(/\d{6,}/);
  });

  it('filters by status, asking the API and keeping the filter in the address', async () => {
    const { user, fetch } = renderMessages(sends([messageItem(1), failedMessage(2), messageItem(3)]));
    await row(1);

    await user.click(screen.getByRole('tab', { name: 'Failed' }));
    expect(await row(2)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('message-1')).not.toBeInTheDocument());
    expect(screen.queryByTestId('message-3')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Failed' })).toHaveAttribute('aria-selected', 'true');
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/admin/messages/?status=failed');

    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(await screen.findByText('Nothing is waiting to be sent.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(await row(3)).toBeInTheDocument();
  });

  it('opens on the filter the address names', async () => {
    renderMessages(sends([messageItem(1), failedMessage(2)]), '/admin/messages?status=failed');
    expect(await row(2)).toBeInTheDocument();
    expect(screen.queryByTestId('message-1')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Failed' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sends a failed message again, says so, and shows the list as it now stands', async () => {
    const { user, fetch } = renderMessages(sends([failedMessage(2)]));

    await user.click(within(await row(2)).getByRole('button', { name: 'Send again' }));

    expect(await screen.findByText(STAFF_MESSAGES.messageQueued)).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([['/api/admin/messages/2/resend', undefined]]);
    await waitFor(() =>
      expect(
        within(screen.getByTestId('message-2')).getByText('Pending', { selector: '.mantine-Badge-label' }),
      ).toBeInTheDocument(),
    );
    expect(
      within(screen.getByTestId('message-2')).queryByRole('button', { name: 'Send again' }),
    ).not.toBeInTheDocument();
    expect(screen.getByTestId('messages-failed')).toHaveTextContent('0');
  });

  it('shows the translated answer when the message can no longer be sent again (409)', async () => {
    const { user } = renderMessages(
      sends([failedMessage(2)], () => ({
        status: 409,
        body: errorBody(AppError.detail(409, 'messageNotResendable')),
      })),
    );

    await user.click(within(await row(2)).getByRole('button', { name: 'Send again' }));

    expect(
      await screen.findByText(
        'This message cannot be sent again: it is not failed, or its code has expired. The user can ask for a new code.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Not sent again')).toBeInTheDocument();
  });

  it('says when the list could not be loaded, and offers to try again', async () => {
    renderMessages({ 'GET /admin/messages/': apiError(403, 'staffOnly') });
    expect(await screen.findByRole('alert')).toHaveTextContent('This is for the moderation team only.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is in the sidebar', async () => {
    renderMessages(sends([]));
    expect(await screen.findByText('No messages have been sent yet.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
  });
});
