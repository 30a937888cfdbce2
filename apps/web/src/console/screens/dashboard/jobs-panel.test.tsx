import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { JobStatus } from '@rishta/domain';
import { apiError } from '@/test/fake-api';
import { renderConsole } from '../../test/render-console';
import { dashboardAnswer } from './builders';
import { DashboardPage } from './dashboard-page';

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const job = (name: string, patch: Partial<JobStatus> = {}): JobStatus => ({
  name,
  description: `What ${name} does.`,
  every_minutes: 60,
  last_started: minutesFromNow(-21),
  last_finished: minutesFromNow(-20),
  last_result: {},
  last_error: null,
  next_run: minutesFromNow(40),
  ...patch,
});

/** The dashboard with the jobs the fake API answers. */
function renderDashboardWithJobs(jobs: unknown) {
  return renderConsole(DashboardPage, {
    data: { 'GET /admin/dashboard/': dashboardAnswer(), 'GET /admin/jobs/': jobs },
  });
}

describe('dashboard: background jobs (issue 28)', () => {
  it('lists each job: its name, what it does, how often, the last run with its result, the next run', async () => {
    renderDashboardWithJobs({
      results: [
        job('purge-expired-otps', {
          description: 'Deletes one-time codes a day after they expired.',
          last_result: { otps: 3, otp_blocks: 1, challenges: 0 },
        }),
        job('purge-listing-changes', {
          every_minutes: 10,
          next_run: minutesFromNow(4),
          last_result: { changes: 0, dead_readers: 0 },
        }),
      ],
    });

    const panel = await screen.findByTestId('jobs-panel');
    expect(
      await within(panel).findByRole('heading', { level: 2, name: 'Background jobs' }),
    ).toBeInTheDocument();
    const otps = within(panel).getByTestId('job-purge-expired-otps');
    expect(within(otps).getByRole('heading', { level: 3, name: 'Expired codes' })).toBeInTheDocument();
    expect(within(otps).getByText('purge-expired-otps')).toBeInTheDocument();
    expect(within(otps).getByText('Deletes one-time codes a day after they expired.')).toBeInTheDocument();
    expect(within(otps).getByText('Every hour')).toBeInTheDocument();
    expect(within(otps).getByText('20 minutes ago')).toHaveAttribute('datetime', expect.any(String));
    expect(within(otps).getByText('3 codes deleted · 1 OTP hold ended')).toBeInTheDocument();
    expect(within(otps).getByText('in 40 minutes')).toBeInTheDocument();

    const listing = within(panel).getByTestId('job-purge-listing-changes');
    expect(within(listing).getByText('Every 10 minutes')).toBeInTheDocument();
    expect(within(listing).getByText('in 4 minutes')).toBeInTheDocument();
    expect(within(listing).getByText('Nothing to do')).toBeInTheDocument();
  });

  it('shows a failed run’s error in red, a job that never ran, and a job it has no words for by its name', async () => {
    renderDashboardWithJobs({
      results: [
        job('purge-sessions', { last_result: null, last_error: 'relation "sessions" does not exist' }),
        job('mark-overdue-deletions', { last_started: null, last_finished: null, last_result: null }),
        job('future-job', { every_minutes: 5, last_result: { swept: 2 } }),
      ],
    });

    const failed = await screen.findByTestId('job-purge-sessions');
    const error = within(failed).getByTestId('job-error');
    expect(error).toHaveTextContent('Failed: relation "sessions" does not exist');
    expect(error).toHaveStyle({ color: 'var(--mantine-color-red-9)' });

    const never = screen.getByTestId('job-mark-overdue-deletions');
    expect(within(never).getByText('Not run yet')).toBeInTheDocument();
    expect(within(never).queryByText('Result')).not.toBeInTheDocument();
    expect(within(never).getByText('in 40 minutes')).toBeInTheDocument();

    const unknown = screen.getByTestId('job-future-job');
    expect(within(unknown).getByRole('heading', { level: 3, name: 'future-job' })).toBeInTheDocument();
    expect(within(unknown).getByText('swept: 2')).toBeInTheDocument();
    expect(within(unknown).getByText('Every 5 minutes')).toBeInTheDocument();
  });

  it('says when the jobs could not be loaded, the rest of the dashboard staying', async () => {
    renderDashboardWithJobs(apiError(403, 'staffOnly'));

    const panel = await screen.findByTestId('jobs-panel');
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'This is for the moderation team only.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Queues' })).toBeInTheDocument();
  });
});
