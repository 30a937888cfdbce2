import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import consoleEn from '@/i18n/locales/en/console.json';
import { apiError, callsOf } from '@/test/fake-api';
import { pendingProfile, pendingQueue } from '../../test/builders';
import { renderConsole } from '../../test/render-console';
import type { PendingProfile } from './new-profiles';
import { NewProfilesPage } from './pending-profile-item';

/** A queue the fake API keeps, so a decided profile is gone from the next answer as on the server. */
function queue(profiles: PendingProfile[], extra: Record<string, unknown> = {}) {
  let waiting = [...profiles];
  const decided = (url: URL) => {
    const code = url.pathname.split('/').at(-3);
    waiting = waiting.filter((p) => p.profile_code !== code);
    return { profile_code: code, approval_status: 'approved', message: 'ok' };
  };
  return {
    'GET /admin/profiles/pending/': () => pendingQueue(waiting),
    ...extra,
    'POST /approve/': decided,
    'POST /reject/': decided,
  };
}

const UNCLEAR_PHOTO = consoleEn.reasons.reject.photo.text;

const render = (data: Record<string, unknown>) => renderConsole(NewProfilesPage, { data });

const item = (name: string) => screen.findByRole('article', { name });

describe('new profiles queue', () => {
  it('shows how many wait and since when, oldest first, with the flags the API sends', async () => {
    render(
      queue([
        pendingProfile(1, { previous_rejection: 'Please add your education.' }),
        pendingProfile(2, { keyword_hit_count: 2, duplicate_count: 1 }),
        pendingProfile(3),
      ]),
    );

    expect(await screen.findByTestId('new-profiles-waiting')).toHaveTextContent('3');
    expect(screen.getByText('9 days ago')).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Person 1',
      'Person 2',
      'Person 3',
    ]);
    const resubmitted = await item('Person 1');
    // The name opens the profile's full review.
    expect(within(resubmitted).getByRole('link', { name: 'Person 1' })).toHaveAttribute(
      'href',
      '/admin/new-profiles/RM100001',
    );
    expect(within(resubmitted).getByText('Sent again')).toBeInTheDocument();
    expect(within(resubmitted).getByText('Please add your education.')).toBeInTheDocument();
    const flagged = await item('Person 2');
    expect(within(flagged).getByText('2 blocked words')).toBeInTheDocument();
    expect(within(flagged).getByText('1 possible duplicate')).toBeInTheDocument();
    expect(within(await item('Person 3')).queryByText(/blocked word|duplicate|Sent again/)).toBeNull();
    // The sidebar counts the same queue.
    expect(screen.getByRole('link', { name: /New profiles 3/ })).toHaveAttribute('aria-current', 'page');
  });

  it('approves a profile: it leaves the list with a notification', async () => {
    const { user, fetch } = render(queue([pendingProfile(1), pendingProfile(2)]));

    await user.click(within(await item('Person 1')).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Person 1 (RM100001) now appears in search.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Person 1' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Person 2' })).toBeInTheDocument();
    expect(screen.getByTestId('new-profiles-waiting')).toHaveTextContent('1');
    expect(callsOf(fetch, 'POST')).toEqual([['/api/admin/profiles/RM100001/approve/', undefined]]);
  });

  it('rejects only with a reason, which it sends; the profile then leaves the list', async () => {
    const { user, fetch } = render(queue([pendingProfile(1)]));

    await user.click(within(await item('Person 1')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Person 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject profile' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Please add a clear photo.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject profile' }));

    expect(
      await screen.findByText('Person 1 (RM100001) was rejected. The owner sees your reason.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('No profiles are waiting.')).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([
      ['/api/admin/profiles/RM100001/reject/', { reason: 'Please add a clear photo.' }],
    ]);
  });

  it('offers preset reasons: one fills the reason, which can still be changed before it is sent', async () => {
    const { user, fetch } = render(queue([pendingProfile(1)]));

    await user.click(within(await item('Person 1')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Person 1' });
    const presets = within(dialog).getByRole('group', { name: 'Common reasons' });
    await user.click(within(presets).getByRole('button', { name: 'Unclear photo' }));
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    expect(reason).toHaveValue(UNCLEAR_PHOTO);
    expect(within(presets).getByRole('button', { name: 'Unclear photo' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.type(reason, ' Thank you.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject profile' }));

    expect(
      await screen.findByText('Person 1 (RM100001) was rejected. The owner sees your reason.'),
    ).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([
      ['/api/admin/profiles/RM100001/reject/', { reason: `${UNCLEAR_PHOTO} Thank you.` }],
    ]);
  });

  it('keeps the dialog and the reason when the server refuses the rejection', async () => {
    const { user } = render(
      queue([pendingProfile(1)], { 'POST /admin/profiles/RM100001/reject/': apiError(404, 'apiNotFound') }),
    );

    await user.click(within(await item('Person 1')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Person 1' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Wrong photo.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject profile' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Not found. It may have been handled by someone else already.',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Reason/ })).toHaveValue('Wrong photo.');
  });

  it('says so when nothing waits', async () => {
    render(queue([]));
    expect(await screen.findByText('No profiles are waiting.')).toBeInTheDocument();
    expect(screen.getByTestId('new-profiles-waiting')).toHaveTextContent('0');
  });
});
