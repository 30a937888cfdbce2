import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import noticesEn from '@/i18n/locales/en/notices.json';
import { myNoticesQuery } from '@/lib/queries/notices';
import { session } from '@/lib/session';
import { apiError, callsOf, fakeApi } from '@/test/fake-api';
import { notice, noticeList } from '@/test/notices';
import { renderWithProviders } from '@/test/render-with-providers';
import { ModeratorNotices } from './moderator-notices';

const render = () => renderWithProviders(<ModeratorNotices />, { namespaces: { notices: noticesEn } });

beforeEach(() => session.set({ token: 'token', profileId: 7, slug: 'me', username: 'me' }));
afterEach(() => session.set(null));

describe('ModeratorNotices (issue 13)', () => {
  it('shows each unread warning with its date, and hides one once the user says they understand', async () => {
    const first = notice(1, { message: 'Please stay polite.', created_on: '2026-04-10T07:00:00.000Z' });
    const second = notice(2, {
      message: 'A second warning: the next one blocks.',
      created_on: '2026-04-12T09:00:00.000Z',
    });
    const fetch = fakeApi({
      'GET /profiles/me/notices/': noticeList([second, first]),
      'POST /profiles/me/notices/2/read/': { ...second, read: true },
    });
    render();

    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toHaveTextContent('A warning from our team');
    expect(alerts[0]).toHaveTextContent('A second warning: the next one blocks.');
    expect(alerts[0]).toHaveTextContent('Sent on 12 Apr 2026');
    expect(alerts[1]).toHaveTextContent('Please stay polite.');

    const user = userEvent.setup({ delay: null });
    const [understand] = screen.getAllByRole('button', { name: 'I understand' });
    await user.click(understand!);

    await waitFor(() => expect(screen.queryByText(/A second warning/)).not.toBeInTheDocument());
    expect(callsOf(fetch, 'POST').map(([url]) => url)).toEqual(['/api/profiles/me/notices/2/read/']);
    expect(screen.getByText('Please stay polite.')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('keeps the warning and says so when marking it read fails', async () => {
    fakeApi({
      'GET /profiles/me/notices/': noticeList([notice(1, { message: 'Please stay polite.' })]),
      'POST /profiles/me/notices/1/read/': apiError(500, 'somethingWentWrong'),
    });
    renderWithProviders(
      <>
        <Notifications />
        <ModeratorNotices />
      </>,
      { namespaces: { notices: noticesEn } },
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'I understand' }));
    expect(await screen.findByText('Could not save that you read this warning')).toBeInTheDocument();
    expect(screen.getByText('Please stay polite.')).toBeInTheDocument();
  });

  it('shows nothing when every notice was read or there are none', async () => {
    fakeApi({ '/profiles/me/notices/': noticeList([notice(1, { read: true })]) });
    const { queryClient } = render();
    await waitFor(() => expect(queryClient.getQueryData(myNoticesQuery(7).queryKey)).toBeDefined());
    expect(screen.queryByTestId('moderator-notices')).not.toBeInTheDocument();
    expect(screen.queryByText('Notice 1')).not.toBeInTheDocument();
  });

  it('asks nothing for a visitor', () => {
    session.set(null);
    const fetch = fakeApi({});
    render();
    expect(fetch).not.toHaveBeenCalled();
  });
});
