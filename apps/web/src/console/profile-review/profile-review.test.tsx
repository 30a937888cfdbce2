import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, callsOf, fakeApi } from '@/test/fake-api';
import { staffSession } from '../lib/staff-session';
import { feedbackInbox, pendingQueue, storedStaff } from '../test/builders';
import type { ProfileReview } from './queries';
import { renderConsoleWith } from './render-console-with';
import { reviewAnswer } from './review-builders';
import { reviewPath } from './review-paths';

afterEach(() => staffSession.clear());
// The page's lazy chunk and the notifications load on first use; the first test must not wait on them.
beforeAll(async () => {
  await Promise.all([import('./profile-review-page'), import('@mantine/notifications')]);
});

/** The review the fake API serves; a decision changes what the next answer says, as on the server. */
function fakeReview(review: ProfileReview, extra: Record<string, unknown> = {}) {
  let current = review;
  const decided = (status: 'approved' | 'rejected', remarks: string | null) => {
    current = {
      ...current,
      standing: { ...current.standing, approval_status: status, approval_remarks: remarks },
    };
    return { profile_code: current.profile.profile_code, approval_status: status, message: 'ok' };
  };
  return fakeApi({
    'GET /admin/me/': { username: 'moderator@example.com', role: 'moderator' },
    'GET /admin/profiles/pending/': pendingQueue([]),
    'GET /admin/feedback/': feedbackInbox([]),
    [`GET /admin/profiles/${review.profile.profile_code}/review/`]: () => current,
    ...extra,
    'POST /approve/': () => decided('approved', null),
    'POST /reject/': (_url: URL, init?: RequestInit) =>
      decided('rejected', (JSON.parse(String(init?.body)) as { reason: string }).reason),
  });
}

const section = (name: string) => screen.getByRole('region', { name });
const row = (container: HTMLElement, label: string) =>
  within(container).getByRole('rowheader', { name: label }).closest('tr')!;

describe('profile review', { timeout: 30_000 }, () => {
  it('shows the whole profile in sections, its photos, standing, activity and staff trail', async () => {
    fakeReview(
      reviewAnswer(1, {
        standing: { verification_status: 'In Process' },
        audit: [
          {
            action: 'reject',
            actor: 'mod@example.com',
            reason: 'Please add your education.',
            before: { approval_status: 'pending' },
            after: { approval_status: 'rejected' },
            created_on: new Date(Date.now() - 86_400_000).toISOString(),
          },
        ],
      }),
    );
    const { user } = renderConsoleWith(reviewPath('RM100001'), { staff: storedStaff() });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Person 1' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    for (const name of ['Personal', 'Family', 'Education and work', 'Location', 'Contact', 'Expectations']) {
      expect(section(name)).toBeInTheDocument();
    }
    expect(row(section('Personal'), 'Date of birth')).toHaveTextContent('1998 (27 years)');
    expect(row(section('Personal'), 'Height')).toHaveTextContent('5 ft 4 in');
    expect(row(section('Family'), 'Brothers')).toHaveTextContent('2 (1 married)');
    expect(row(section('Education and work'), 'Occupation')).toHaveTextContent('Teacher');
    expect(row(section('Location'), 'Current city')).toHaveTextContent('Mumbai');
    expect(within(row(section('Contact'), 'Contact number')).getByRole('link')).toHaveAttribute(
      'href',
      'tel:9876500001',
    );
    expect(row(section('Contact'), 'Number only after a proposal')).toHaveTextContent('Yes');
    expect(row(section('Expectations'), "Partner's age")).toHaveTextContent('25–32 years');
    expect(row(section('Expectations'), "Partner's state")).toHaveTextContent('Maharashtra');

    const standing = screen.getByRole('list', { name: 'Standing' });
    expect(within(standing).getByText('Waiting for approval')).toBeInTheDocument();
    expect(within(standing).getByText('ID document waiting')).toBeInTheDocument();
    expect(within(standing).getByText('Not in search')).toBeInTheDocument();
    expect(within(standing).queryByText('Blocked')).toBeNull();

    expect(screen.getByText('Proposals received').nextSibling).toHaveTextContent('5');
    expect(screen.getByText('Open reports').nextSibling).toHaveTextContent('1');
    const trail = screen.getByRole('region', { name: 'Staff actions' });
    expect(within(trail).getByText('Rejected')).toBeInTheDocument();
    expect(within(trail).getByText('Please add your education.')).toBeInTheDocument();
    expect(within(trail).getByText('approval_status: pending → rejected')).toBeInTheDocument();

    // A photo opens large.
    await user.click(screen.getByRole('button', { name: 'Enlarge photo 2' }));
    const large = await screen.findByRole('dialog', { name: 'Photo 2 of Person 1' });
    expect(within(large).getByRole('img')).toHaveAttribute('src', '/api/media/photos/b.jpg?e=1&s=x');
  });

  it('marks blocked keywords where they occur and lists them, and flags duplicates with links', async () => {
    fakeReview(
      reviewAnswer(1, {
        profile: { extra_information: 'Contact my Broker for details. No brokerage.' },
        keyword_hits: [{ field: 'extra_information', keyword: 'broker' }],
        duplicates: [
          {
            profile_code: 'RM100002',
            full_name: 'Person Two',
            match: 'contact_number',
            approval_status: 'approved',
            is_blocked: true,
          },
        ],
      }),
    );
    renderConsoleWith(reviewPath('RM100001'), { staff: storedStaff() });

    const hits = await screen.findByRole('list', { name: '1 blocked word' });
    expect(hits).toHaveTextContent('More about me: broker');
    const text = row(section('Expectations'), 'More about me');
    const marks = text.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['Broker']);
    expect(text).toHaveTextContent('Contact my Broker for details. No brokerage.');

    const duplicates = screen.getByRole('list', { name: '1 possible duplicate' });
    expect(within(duplicates).getByRole('link', { name: 'Person Two (RM100002)' })).toHaveAttribute(
      'href',
      '/admin/new-profiles/RM100002',
    );
    expect(within(duplicates).getByText('Same phone number')).toBeInTheDocument();
    expect(within(duplicates).getByText('Blocked')).toBeInTheDocument();
  });

  it('approves with the queue’s call and shows the new standing', async () => {
    const fetch = fakeReview(reviewAnswer(1));
    const { user } = renderConsoleWith(reviewPath('RM100001'), { staff: storedStaff() });

    await user.click(await screen.findByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Person 1 (RM100001) now appears in search.')).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([['/api/admin/profiles/RM100001/approve/', undefined]]);
    const standing = screen.getByRole('list', { name: 'Standing' });
    expect(await within(standing).findByText('Approved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
  });

  it('rejects only with a reason, which it sends', async () => {
    const fetch = fakeReview(reviewAnswer(1));
    const { user } = renderConsoleWith(reviewPath('RM100001'), { staff: storedStaff() });

    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Person 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject profile' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Please add a clear photo.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject profile' }));

    expect(
      await screen.findByText('Person 1 (RM100001) was rejected. The owner sees your reason.'),
    ).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([
      ['/api/admin/profiles/RM100001/reject/', { reason: 'Please add a clear photo.' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Please add a clear photo.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Standing' })).getByText('Rejected')).toBeInTheDocument();
  });

  it('says when there is no profile with the code', async () => {
    fakeReview(reviewAnswer(1), { 'GET /admin/profiles/RM999999/review/': apiError(404, 'apiNotFound') });
    renderConsoleWith(reviewPath('RM999999'), { staff: storedStaff() });
    expect(await screen.findByText('There is no profile with the code RM999999.')).toBeInTheDocument();
  });
});
