import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PersonDetail } from '@rishta/domain';
import consoleEn from '@/i18n/locales/en/console.json';
import { apiError, callsOf, type FakeAnswer } from '@/test/fake-api';
import { renderConsole } from '../../test/render-console';
import { auditRow, personDetail } from './builders';
import { PersonPage } from './person-page';

/** A person the fake API keeps: blocking and unblocking change the account and add an audit row. */
function personApi(start: PersonDetail, overrides: Record<string, FakeAnswer> = {}) {
  let person = start;
  const setBlocked = (reason: string | null) => {
    person = {
      ...person,
      account: { ...person.account, is_blocked: reason !== null, block_reason: reason },
      audit: [
        auditRow(99, {
          action: reason ? 'block' : 'unblock',
          subject: 'account:7',
          reason,
          before: { is_blocked: reason === null },
          after: { is_blocked: reason !== null },
        }),
        ...person.audit,
      ],
    };
    return {
      username: person.account.username,
      is_blocked: reason !== null,
      block_reason: reason,
      message: '',
    };
  };
  return {
    'GET /admin/people/7/': () => person,
    'POST /block/': (_url: URL, init?: RequestInit) =>
      setBlocked((JSON.parse(String(init?.body)) as { reason: string }).reason),
    'POST /unblock/': () => setBlocked(null),
    ...overrides,
  };
}

const renderPerson = (data: Record<string, unknown>, id = 7) =>
  renderConsole(PersonPage, { data, route: `/admin/people/${id}` });

const section = (name: string) => screen.getByRole('region', { name });

describe('person page', () => {
  it('shows the account, profile standing, proposals, reports, notices and audit trail', async () => {
    renderPerson(personApi(personDetail()));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ayesha Khan' })).toBeInTheDocument();

    const profile = section('Profile');
    expect(within(profile).getByText('Approved')).toBeInTheDocument();
    expect(within(profile).getByText('ID verified')).toBeInTheDocument();
    expect(within(profile).getByText('Lucknow')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open profile review' })).toHaveAttribute(
      'href',
      '/admin/new-profiles/RM100007',
    );
    expect(screen.getByRole('link', { name: 'Audit log for this account' })).toHaveAttribute(
      'href',
      '/admin/audit?account_id=7',
    );

    expect(within(section('Account')).getByText('9876500007')).toBeInTheDocument();
    expect(within(section('Account')).getByText('Can sign in')).toBeInTheDocument();
    expect(screen.getByTestId('proposals-sent')).toHaveTextContent('4');
    expect(screen.getByTestId('proposals-received')).toHaveTextContent('9');
    expect(screen.getByTestId('proposals-accepted')).toHaveTextContent('2');

    const reports = section('Reports');
    expect(within(reports).getByText('Asked me for money.')).toBeInTheDocument();
    expect(within(reports).getByText('Open')).toBeInTheDocument();
    expect(within(reports).getByText('Dismissed')).toBeInTheDocument();
    expect(within(reports).getByText('None.')).toBeInTheDocument();

    const notices = section('Notices sent');
    expect(within(notices).getByText(/do not share your phone number/)).toBeInTheDocument();
    expect(within(notices).getByText(/Not read yet/)).toBeInTheDocument();

    const audit = section('Audit trail');
    const rows = within(audit)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'OL');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Report: user warned')).toHaveAttribute('title', 'report.warn');
    expect(within(rows[0]!).getByText('First warning.')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('By \u2068moderator@example.com\u2069')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('list', { name: 'Changes' })).toHaveTextContent(
      'Approval: Waiting for approval → Approved',
    );
  });

  it('shows what the system flagged, by its reason and day', async () => {
    renderPerson(
      personApi(personDetail({ flags: [{ reason: 'contact_details_early', day: '2026-12-02' }] })),
    );
    expect(await screen.findByText('Flagged by the system')).toBeInTheDocument();
    expect(
      screen.getByText('Shared contact details in many groups within a week · 2026-12-02'),
    ).toBeInTheDocument();
  });

  it('blocks only with a reason, sends it, and then shows the block and its audit row', async () => {
    const { user, fetch } = renderPerson(personApi(personDetail()));

    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Ayesha Khan' });
    await user.click(within(dialog).getByRole('button', { name: 'Block account' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Asked members for money.');
    await user.click(within(dialog).getByRole('button', { name: 'Block account' }));

    expect(await screen.findByText('Ayesha Khan is blocked and signed out everywhere.')).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([
      ['/api/admin/accounts/9876500007/block/', { reason: 'Asked members for money.' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('This account is blocked')).toBeInTheDocument();
    expect(screen.getAllByText('Asked members for money.').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(await within(section('Audit trail')).findByText('Account blocked')).toBeInTheDocument();
  });

  it('offers preset block reasons: one fills the reason the person reads, and is sent', async () => {
    const { user, fetch } = renderPerson(personApi(personDetail()));

    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Ayesha Khan' });
    await user.click(within(dialog).getByRole('button', { name: 'Broker' }));
    expect(within(dialog).getByRole('textbox', { name: /^Reason/ })).toHaveValue(
      consoleEn.reasons.block.broker.text,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Block account' }));

    await waitFor(() =>
      expect(callsOf(fetch, 'POST')).toEqual([
        ['/api/admin/accounts/9876500007/block/', { reason: consoleEn.reasons.block.broker.text }],
      ]),
    );
  });

  it('unblocks after asking', async () => {
    const blocked = personDetail();
    const { user, fetch } = renderPerson(
      personApi({
        ...blocked,
        account: { ...blocked.account, is_blocked: true, block_reason: 'Fake profile.' },
      }),
    );

    expect(await screen.findByText('Fake profile.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unblock Ayesha Khan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unblock account' }));

    expect(await screen.findByText('Ayesha Khan can sign in again.')).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([['/api/admin/accounts/9876500007/unblock/', undefined]]);
    expect(await screen.findByRole('button', { name: 'Block' })).toBeInTheDocument();
    expect(screen.queryByText('This account is blocked')).not.toBeInTheDocument();
  });

  it('keeps the dialog and the reason when the server refuses the block', async () => {
    const { user } = renderPerson(
      personApi(personDetail(), { 'POST /block/': apiError(403, 'adminCannotBeBlocked') }),
    );

    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Ayesha Khan' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Spam.');
    await user.click(within(dialog).getByRole('button', { name: 'Block account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Staff accounts cannot be blocked here. An admin disables them on the Staff page.',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Reason/ })).toHaveValue('Spam.');
  });

  it('shows an account without a profile, and one that asked to be deleted', async () => {
    const person = personDetail();
    renderPerson(
      personApi({
        ...person,
        profile: {
          ...person.profile!,
          listed: false,
          deletion_request: { reason: 'Married', created_on: person.account.created_on },
        },
      }),
    );

    expect(await screen.findByText('Asked to be deleted')).toBeInTheDocument();
    expect(screen.getByText('Married')).toBeInTheDocument();
    expect(within(section('Profile')).getByText('Deletion requested')).toBeInTheDocument();
  });

  it('says when there is no such person', async () => {
    renderPerson({}, 8);
    expect(await screen.findByRole('heading', { level: 1, name: 'No such person' })).toBeInTheDocument();
    expect(screen.getByText(/There is no user account with this number/)).toBeInTheDocument();
  });
});
