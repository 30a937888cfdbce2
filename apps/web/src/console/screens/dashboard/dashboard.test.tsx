import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { apiError } from '@/test/fake-api';
import { renderConsole } from '../../test/render-console';
import { dashboardAnswer, dashboardDays, hoursAgo } from './builders';
import { DashboardPage } from './dashboard-page';

afterEach(() => vi.useRealTimers());

/** The dashboard with the fake API's `data`, at `route`. */
const renderDashboard = (data: Record<string, unknown>, route?: string) =>
  renderConsole(DashboardPage, { data, route });

const busyQueues = dashboardAnswer({
  queues: {
    new_profiles: { count: 12, oldest_since: hoursAgo(3 * 24 + 5) },
    verification: { count: 2, oldest_since: hoursAgo(5.5) },
    reports: { count: 7, profiles: 4, oldest_since: hoursAgo(26) },
    deletion_requests: { count: 0, oldest_since: null, overdue: 0 },
    feedback: { count: 1, oldest_since: new Date().toISOString() },
  },
});

describe('dashboard', () => {
  it('is where /admin opens, first in the sidebar', async () => {
    renderDashboard({ 'GET /admin/dashboard/': dashboardAnswer() }, '/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getAllByRole('link')[0]).toHaveTextContent('Dashboard');
    expect(within(nav).getAllByRole('link')[0]).toHaveAttribute('aria-current', 'page');
  });

  it('shows each queue with its size and the oldest item’s wait, linking to the queue', async () => {
    renderDashboard({ 'GET /admin/dashboard/': busyQueues });

    const card = (name: RegExp) => screen.findByRole('link', { name });
    expect(await card(/^New profiles 12 Oldest waits 3 days$/)).toHaveAttribute(
      'href',
      '/admin/new-profiles',
    );
    expect(await card(/^ID verification 2 Oldest waits 5 hours$/)).toHaveAttribute(
      'href',
      '/admin/verification',
    );
    expect(await card(/^Reports 7 about 4 profiles Oldest waits 1 day$/)).toHaveAttribute(
      'href',
      '/admin/reports',
    );
    expect(await card(/^Deletion requests 0 Nothing waiting$/)).toHaveAttribute('href', '/admin/deletions');
    expect(await card(/^Feedback 1 Oldest arrived just now$/)).toHaveAttribute('href', '/admin/feedback');
  });

  it('counts the overdue deletion requests on their card (decision 046)', async () => {
    const answer = dashboardAnswer();
    answer.queues.deletion_requests = { count: 3, oldest_since: hoursAgo(5 * 24 + 2), overdue: 2 };
    renderDashboard({ 'GET /admin/dashboard/': answer });

    const card = await screen.findByTestId('queue-deletion_requests');
    expect(card).toHaveTextContent(/^Deletion requests32 overdueOldest waits 5 days$/);
    expect(card).toHaveAttribute('href', '/admin/deletions');
    expect(await screen.findByTestId('queue-reports')).not.toHaveTextContent('overdue');
  });

  it('draws the last 30 days with their totals and busiest days, and lists the numbers for screen readers', async () => {
    const daily = dashboardDays((i) => ({
      sign_ups: i % 2 === 0 ? 2 : 1, // 15 × 2 + 15 × 1
      approvals: i === 28 ? 6 : 0,
      reports: 0,
    }));
    renderDashboard({ 'GET /admin/dashboard/': dashboardAnswer({ daily }) });

    expect(await screen.findByTestId('total-sign_ups')).toHaveTextContent('45 in 30 days');
    expect(screen.getByTestId('total-approvals')).toHaveTextContent('6 in 30 days');
    expect(screen.getByTestId('total-reports')).toHaveTextContent('0 in 30 days');
    expect(
      screen.getByRole('img', {
        name: 'Approvals per day over the last 30 days: 6 in all, at most 6 on 29 Nov.',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Reports per day over the last 30 days: none.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Busiest day: 6 on 29 Nov')).toBeInTheDocument();
    // The busiest of equal days is the latest one.
    expect(screen.getByText('Busiest day: 2 on 29 Nov')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: /per day, last 30 days/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    const cells = (row: HTMLElement) => Array.from(row.children, (cell) => cell.textContent);
    expect(cells(rows[0]!)).toEqual(['Date', 'Sign-ups', 'Approvals', 'Reports']);
    expect(cells(rows[1]!)).toEqual(['1 Nov', '2', '0', '0']);
    expect(cells(rows[29]!)).toEqual(['29 Nov', '2', '6', '0']);
    expect(cells(rows[30]!)).toEqual(['30 Nov', '1', '0', '0']);
  });

  it('shows how many people were active in the last day and week', async () => {
    renderDashboard({
      'GET /admin/dashboard/': dashboardAnswer({ active_users: { last_24_hours: 37, last_7_days: 1204 } }),
    });

    expect(await screen.findByTestId('active-day')).toHaveTextContent('37');
    expect(screen.getByTestId('active-week')).toHaveTextContent('1,204');
    expect(screen.getByText('In the last 7 days')).toBeInTheDocument();
  });

  it('fetches the numbers again every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let waiting = 3;
    renderDashboard({
      'GET /admin/dashboard/': () =>
        dashboardAnswer({
          queues: { ...busyQueues.queues, new_profiles: { count: waiting, oldest_since: hoursAgo(2) } },
        }),
    });
    expect(await screen.findByTestId('queue-new_profiles')).toHaveTextContent(/^New profiles3/);

    waiting = 4;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByTestId('queue-new_profiles')).toHaveTextContent(/^New profiles4/);
  });

  it('says when the numbers could not be loaded, and offers to try again', async () => {
    renderDashboard({ 'GET /admin/dashboard/': apiError(403, 'staffOnly') });

    expect(await screen.findByRole('alert')).toHaveTextContent('This is for the moderation team only.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
