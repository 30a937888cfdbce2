import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import noticesEn from '@/i18n/locales/en/notices.json';
import profileEn from '@/i18n/locales/en/profile.json';
import { myNoticesQuery, myReportsQuery } from '@/lib/queries/notices';
import { session } from '@/lib/session';
import { fakeApi } from '@/test/fake-api';
import { myReport, notice, noticeList, reportList } from '@/test/notices';
import { renderWithProviders } from '@/test/render-with-providers';
import { ModerationHistory } from './moderation-history';

const render = () =>
  renderWithProviders(<ModerationHistory />, { namespaces: { notices: noticesEn, profile: profileEn } });

beforeEach(() => session.set({ token: 'token', profileId: 7, slug: 'me', username: 'me' }));
afterEach(() => session.set(null));

describe('ModerationHistory (issue 13)', () => {
  it('lists the reports the user made: being reviewed, or handled on a date, never how', async () => {
    fakeApi({
      '/profiles/me/notices/': noticeList([]),
      '/profiles/me/reports/': reportList([
        myReport(2, {
          full_name: 'Zaid Khan',
          profile_code: 'RM100002',
          reason: 'Spam (Annoying with calls or messages)',
          created_on: '2026-04-09T10:00:00.000Z',
        }),
        myReport(1, {
          full_name: 'Sana Ali',
          profile_code: 'RM100001',
          reason: 'This is a broker',
          created_on: '2026-04-08T10:00:00.000Z',
          handled: true,
          handled_on: '2026-04-10T07:00:00.000Z',
        }),
      ]),
    });
    render();
    const user = userEvent.setup({ delay: null });
    const [open, handled] = await screen.findAllByRole('listitem');
    // Folded until asked for.
    expect(open).not.toBeVisible();
    await user.click(screen.getByText('My reports (2)'));
    expect(open).toBeVisible();

    expect(open).toHaveTextContent('Zaid Khan · RM100002');
    expect(open).toHaveTextContent('Spam (Annoying with calls or messages)');
    expect(open).toHaveTextContent('Reported on 9 Apr 2026');
    expect(within(open!).getByText('Being reviewed')).toBeVisible();
    expect(open).not.toHaveTextContent('Handled');

    expect(handled).toHaveTextContent('Sana Ali · RM100001');
    expect(handled).toHaveTextContent('This is a broker');
    expect(handled).toHaveTextContent('Handled by our team on 10 Apr 2026');
    expect(handled).not.toHaveTextContent('Being reviewed');
  });

  it('keeps the notices already read, folded, for reading again', async () => {
    fakeApi({
      '/profiles/me/notices/': noticeList([
        notice(2, { message: 'Still unread' }),
        notice(1, { message: 'Please stay polite.', read: true }),
      ]),
      '/profiles/me/reports/': reportList([]),
    });
    render();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByText('Earlier notices from our team (1)'));
    expect(screen.getByRole('listitem')).toHaveTextContent('Please stay polite.');
    expect(screen.getByRole('listitem')).toBeVisible();
    // The unread one is the warning at the top of the page, not history.
    expect(screen.queryByText('Still unread')).not.toBeInTheDocument();
    expect(screen.queryByText(/My reports/)).not.toBeInTheDocument();
  });

  it('shows nothing to someone who reported no one and was never warned', async () => {
    fakeApi({ '/profiles/me/notices/': noticeList([]), '/profiles/me/reports/': reportList([]) });
    const { queryClient } = render();
    await waitFor(() => {
      expect(queryClient.getQueryData(myReportsQuery(7).queryKey)).toBeDefined();
      expect(queryClient.getQueryData(myNoticesQuery(7).queryKey)).toBeDefined();
    });
    expect(screen.queryByTestId('moderation-history')).not.toBeInTheDocument();
  });
});
