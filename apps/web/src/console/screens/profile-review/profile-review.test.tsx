import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, callsOf } from '@/test/fake-api';
import { reviewPath } from '../../kit/shell/console-paths';
import { pendingProfile, pendingQueue } from '../../test/builders';
import { renderConsole } from '../../test/render-console';
import { ProfileReviewPage } from './profile-review-page';
import type { ProfileReview } from './queries';
import { reviewAnswer } from './builders';

/**
 * The review the fake API serves; a decision changes what the next answer says, as on the server.
 * `waiting` are the other profiles of the new-profiles queue (none unless given).
 */
function reviewApi(review: ProfileReview, extra: Record<string, unknown> = {}) {
  let current = review;
  const decided = (status: 'approved' | 'rejected', remarks: string | null) => {
    current = {
      ...current,
      standing: { ...current.standing, approval_status: status, approval_remarks: remarks },
    };
    return { profile_code: current.profile.profile_code, approval_status: status, message: 'ok' };
  };
  return {
    'GET /admin/profiles/pending/': pendingQueue([]),
    [`GET /admin/profiles/${review.profile.profile_code}/review/`]: () => current,
    ...extra,
    'POST /approve/': () => decided('approved', null),
    'POST /reject/': (_url: URL, init?: RequestInit) =>
      decided('rejected', (JSON.parse(String(init?.body)) as { reason: string }).reason),
  };
}

const renderReview = (data: Record<string, unknown>, code = 'RM100001') =>
  renderConsole(ProfileReviewPage, { data, route: reviewPath(code) });

const section = (name: string) => screen.getByRole('region', { name });
const row = (container: HTMLElement, label: string) =>
  within(container).getByRole('rowheader', { name: label }).closest('tr')!;

describe('profile review', () => {
  it('shows the whole profile in sections, each field in the console’s words', async () => {
    renderReview(reviewApi(reviewAnswer(1)));

    expect(await screen.findByRole('heading', { level: 1, name: 'Person 1' })).toBeInTheDocument();
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
  });

  it('shows where the profile stands, its activity, the staff trail in the console’s words, and its photos', async () => {
    const { user } = renderReview(
      reviewApi(
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
      ),
    );

    const standing = await screen.findByRole('list', { name: 'Standing' });
    expect(within(standing).getByText('Waiting for approval')).toBeInTheDocument();
    expect(within(standing).getByText('ID waiting for check')).toBeInTheDocument();
    expect(within(standing).getByText('Not in lists')).toBeInTheDocument();
    expect(within(standing).queryByText('Blocked')).toBeNull();

    expect(screen.getByText('Proposals received').nextSibling).toHaveTextContent('5');
    expect(screen.getByText('Open reports').nextSibling).toHaveTextContent('1');
    const trail = screen.getByRole('region', { name: 'Staff actions' });
    expect(within(trail).getByText('Profile rejected')).toBeInTheDocument();
    expect(within(trail).getByText('Please add your education.')).toBeInTheDocument();
    // The field and its values as the console words them, not as the database stores them.
    expect(within(trail).getByRole('list', { name: 'Changes' })).toHaveTextContent(
      'Approval: Waiting for approval → Rejected',
    );

    // A photo opens large.
    await user.click(screen.getByRole('button', { name: 'Enlarge photo 2' }));
    const large = await screen.findByRole('dialog', { name: 'Photo 2 of Person 1' });
    expect(within(large).getByRole('img')).toHaveAttribute('src', '/api/media/photos/b.jpg?e=1&s=x');
  });

  it('marks blocked keywords where they occur and lists them, and flags duplicates with links', async () => {
    renderReview(
      reviewApi(
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
      ),
    );

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

  it('approves a waiting profile with the queue’s call, then the next waiting profile opens', async () => {
    const { user, fetch } = renderReview(
      reviewApi(reviewAnswer(1), {
        'GET /admin/profiles/pending/': pendingQueue([pendingProfile(1), pendingProfile(2)]),
        'GET /admin/profiles/RM100002/review/': reviewAnswer(2),
      }),
    );

    expect(await screen.findByTestId('next-in-queue')).toHaveTextContent(
      'Next in the queue: Person 2 (RM100002)',
    );
    await user.click(screen.getByRole('button', { name: 'Approve' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Person 2' })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/admin/new-profiles/RM100002');
    expect(await screen.findByText('Person 1 (RM100001) now appears in search.')).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([['/api/admin/profiles/RM100001/approve/', undefined]]);
    // The list is one tap away.
    expect(screen.getByRole('link', { name: '← New profiles' })).toHaveAttribute(
      'href',
      '/admin/new-profiles',
    );
  });

  it('rejects only with a reason, which it sends; with none left waiting the list opens', async () => {
    const { user, fetch } = renderReview(reviewApi(reviewAnswer(1)));

    expect(await screen.findByTestId('next-in-queue')).toHaveTextContent('This is the last profile waiting');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Person 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject profile' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Add a photo.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject profile' }));

    expect(
      await screen.findByText('Person 1 (RM100001) was rejected. The owner sees your reason.'),
    ).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([
      ['/api/admin/profiles/RM100001/reject/', { reason: 'Add a photo.' }],
    ]);
    expect(await screen.findByTestId('other-screen')).toHaveTextContent('/admin/new-profiles');
  });

  it('decides again on a profile decided before: it stays open with its new standing', async () => {
    const { user } = renderReview(reviewApi(reviewAnswer(1, { standing: { approval_status: 'approved' } })));

    expect(await screen.findByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.queryByTestId('next-in-queue')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Person 1' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Fake photo.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject profile' }));

    expect(
      await screen.findByText('Person 1 (RM100001) was rejected. The owner sees your reason.'),
    ).toBeInTheDocument();
    // The same page, with what the server now holds.
    const standing = screen.getByRole('list', { name: 'Standing' });
    expect(await within(standing).findByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('Fake photo.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Person 1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when there is no profile with the code', async () => {
    renderReview(
      reviewApi(reviewAnswer(1), { 'GET /admin/profiles/RM999999/review/': apiError(404, 'apiNotFound') }),
      'RM999999',
    );
    expect(await screen.findByText('There is no profile with the code RM999999.')).toBeInTheDocument();
  });
});
