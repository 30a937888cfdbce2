import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { HandleReportsRequest, ReportStatus } from '@rishta/domain';
import consoleEn from '@/i18n/locales/en/console.json';
import { apiError, callsOf } from '@/test/fake-api';
import { renderConsole } from '../../test/render-console';
import { reportedMessage, reportedProfile, reportGroup, reportQueue, staffReport } from './builders';
import { ReportsPage } from './report-group-card';
import type { ReportGroup } from './reports';

const STATUS_AFTER: Record<HandleReportsRequest['action'], ReportStatus> = {
  dismiss: 'dismissed',
  warn: 'warned',
  remove_photo: 'photo_removed',
  remove_message: 'message_removed',
  block: 'blocked',
};

/** A queue the fake API keeps: a decided group moves from the open list to the handled one. */
function reportsApi(open: ReportGroup[], handled: ReportGroup[] = [], extra: Record<string, unknown> = {}) {
  let lists = { open: [...open], handled: [...handled] };
  return {
    'GET /admin/reports/': (url: URL) =>
      reportQueue(url.searchParams.get('status') === 'handled' ? lists.handled : lists.open, lists.open),
    ...extra,
    'POST /handle/': (url: URL, init?: RequestInit) => {
      const id = Number(url.pathname.split('/').at(-3));
      const body = JSON.parse(String(init?.body)) as HandleReportsRequest;
      const group = lists.open.find((g) => g.profile.id === id)!;
      const decided = {
        ...group,
        reports: group.reports.map((r) => ({
          ...r,
          status: STATUS_AFTER[body.action],
          staff_note: body.note,
          handled_on: new Date().toISOString(),
          handled_by: 'moderator@example.com',
        })),
      };
      lists = { open: lists.open.filter((g) => g !== group), handled: [decided, ...lists.handled] };
      return decided;
    },
  };
}

const card = (name: string) => screen.findByRole('article', { name });
const brokerGroup = () =>
  reportGroup(reportedProfile(11), [
    staffReport(1, { description: 'Asks for money before any meeting.' }, 72),
    staffReport(2, { reason: 'Spam (Annoying with calls or messages)' }, 5),
  ]);

/** Opens an action's dialog on the card of `name`. */
async function openAction(user: ReturnType<typeof renderConsole>['user'], name: string, action: string) {
  await user.click(within(await card(name)).getByRole('button', { name: action }));
  return screen.findByRole('dialog');
}

describe('reports queue', () => {
  it('groups the reports of one profile on one card, with the profile, its photos and each report', async () => {
    renderConsole(ReportsPage, {
      data: reportsApi([
        brokerGroup(),
        reportGroup(reportedProfile(12, { is_blocked: true, block_reason: 'Fake profile.' }, 0), [
          staffReport(3),
        ]),
      ]),
    });

    const broker = await card('Person 11');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(within(broker).getByText('RM100011')).toBeInTheDocument();
    expect(within(broker).getByRole('heading', { name: '2 open reports' })).toBeInTheDocument();
    const reports = within(broker).getAllByRole('listitem');
    expect(reports).toHaveLength(2);
    expect(within(reports[0]!).getByText('This is a broker')).toBeInTheDocument();
    expect(within(reports[0]!).getByText('Reporter 1')).toBeInTheDocument();
    expect(within(reports[0]!).getByText('Asks for money before any meeting.')).toBeInTheDocument();
    expect(within(reports[0]!).getByText('3 days ago')).toBeInTheDocument();
    expect(within(reports[1]!).getByText('Spam (Annoying with calls or messages)')).toBeInTheDocument();
    // The photos, clear, each viewable larger; the profile's full review one click away.
    expect(
      within(broker).getByRole('button', { name: 'View larger: Photo 1 of Person 11' }),
    ).toBeInTheDocument();
    expect(
      within(broker).getByRole('button', { name: 'View larger: Photo 2 of Person 11' }),
    ).toBeInTheDocument();
    expect(within(broker).getByRole('link', { name: 'Review profile' })).toHaveAttribute(
      'href',
      '/admin/new-profiles/RM100011',
    );
    expect(within(broker).getByRole('button', { name: 'Block account' })).toBeInTheDocument();

    // A blocked profile says so and why; it cannot be blocked again, nor lose a photo it lacks.
    const blocked = await card('Person 12');
    expect(within(blocked).getByText('Blocked')).toBeInTheDocument();
    expect(within(blocked).getByText('Fake profile.')).toBeInTheDocument();
    expect(within(blocked).getByText('No photos.')).toBeInTheDocument();
    expect(within(blocked).queryByRole('button', { name: 'Block account' })).toBeNull();
    expect(within(blocked).queryByRole('button', { name: 'Remove a photo' })).toBeNull();

    expect(screen.getByTestId('reports-open')).toHaveTextContent('3');
    expect(screen.getByTestId('reports-profiles')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: /Reports 3/ })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the evidence image larger', async () => {
    const { user } = renderConsole(ReportsPage, { data: reportsApi([brokerGroup()]) });

    await user.click(
      within(await card('Person 11')).getByRole('button', { name: 'View larger: Evidence from Reporter 1' }),
    );
    const viewer = await screen.findByRole('dialog', { name: 'Evidence from Reporter 1' });
    expect(within(viewer).getByRole('img', { name: 'Evidence from Reporter 1' })).toHaveAttribute(
      'src',
      'https://media.test/staff/evidence-1.jpg?sig=x',
    );
  });

  it('dismisses only with a staff note, sends just the note, and the group leaves the list', async () => {
    const { user, fetch } = renderConsole(ReportsPage, { data: reportsApi([brokerGroup()]) });

    const dialog = await openAction(user, 'Person 11', 'Dismiss');
    expect(dialog).toHaveAccessibleName('Dismiss the reports on Person 11');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /^Staff note/ }), 'Checked: not a broker.');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));

    expect(
      await screen.findByText('The reports on Person 11 (RM100011) were dismissed.'),
    ).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([
      ['/api/admin/reports/profiles/11/handle/', { action: 'dismiss', note: 'Checked: not a broker.' }],
    ]);
    expect(await screen.findByText('No open reports.')).toBeInTheDocument();
    expect(screen.getByTestId('reports-open')).toHaveTextContent('0');
  });

  it('warns with the notice the user reads (a preset or typed) and a note, both required', async () => {
    const { user, fetch } = renderConsole(ReportsPage, { data: reportsApi([brokerGroup()]) });

    const dialog = await openAction(user, 'Person 11', 'Warn');
    await user.click(within(dialog).getByRole('button', { name: 'Send warning' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);

    // A preset fills the notice; it can still be changed.
    const notice = within(dialog).getByRole('textbox', { name: /^Notice to the user/ });
    await user.click(within(dialog).getByRole('button', { name: 'Asking for money' }));
    expect(notice).toHaveValue(consoleEn.reasons.warn.money.text);
    await user.clear(notice);
    await user.type(notice, 'Please do not ask members for money.');
    await user.type(within(dialog).getByRole('textbox', { name: /^Staff note/ }), 'First warning.');
    await user.click(within(dialog).getByRole('button', { name: 'Send warning' }));

    expect(
      await screen.findByText('Person 11 (RM100011) was warned and will see your notice.'),
    ).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([
      [
        '/api/admin/reports/profiles/11/handle/',
        { action: 'warn', note: 'First warning.', message: 'Please do not ask members for money.' },
      ],
    ]);
  });

  it('removes the photo picked by its thumbnail, after a confirmation', async () => {
    const { user, fetch } = renderConsole(ReportsPage, { data: reportsApi([brokerGroup()]) });

    const dialog = await openAction(user, 'Person 11', 'Remove a photo');
    expect(dialog).toHaveAccessibleName('Remove a photo of Person 11');
    await user.type(within(dialog).getByRole('textbox', { name: /^Staff note/ }), 'Photo of someone else.');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Photo 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Remove this photo?')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Photo 2' })).toHaveAttribute(
      'src',
      'https://media.test/staff/photo-11-1.jpg?sig=x',
    );
    expect(callsOf(fetch, 'POST')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('The photo was removed from Person 11 (RM100011).')).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([
      [
        '/api/admin/reports/profiles/11/handle/',
        { action: 'remove_photo', note: 'Photo of someone else.', photo_slot: 1 },
      ],
    ]);
  });

  it('shows a reported message with the one before it, and removes it with an optional warning after a confirmation', async () => {
    const ASKING = 'Send 5000 rupees for the registration fee';
    const group = reportGroup(reportedProfile(11), [
      staffReport(1, { reason: 'Asking for money', evidence_url: null, message: reportedMessage(ASKING) }),
    ]);
    const { user, fetch } = renderConsole(ReportsPage, { data: reportsApi([group]) });

    const evidence = within(await card('Person 11')).getByRole('list', {
      name: 'The reported message and the messages before it',
    });
    const lines = within(evidence).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringContaining('Salaam'),
      expect.stringContaining(ASKING),
    ]);
    expect(lines[1]).toHaveAttribute('data-reported');
    expect(within(await card('Person 11')).getByText('Direct message')).toBeInTheDocument();

    const dialog = await openAction(user, 'Person 11', 'Remove the message');
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Warning to the sender/ }),
      'Do not ask for money.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /^Staff note/ }), 'Fee request.');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(callsOf(fetch, 'POST')).toEqual([]);
    await user.click(await within(dialog).findByRole('button', { name: 'Remove message' }));

    expect(
      await screen.findByText('The reported message of Person 11 (RM100011) was removed for everyone.'),
    ).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([
      [
        '/api/admin/reports/profiles/11/handle/',
        { action: 'remove_message', note: 'Fee request.', message: 'Do not ask for money.' },
      ],
    ]);
  });

  it('offers no message removal for profile reports alone', async () => {
    renderConsole(ReportsPage, { data: reportsApi([brokerGroup()]) });
    expect(within(await card('Person 11')).queryByRole('button', { name: 'Remove the message' })).toBeNull();
  });

  it('blocks with the reason shown at login, after a confirmation that shows it; Back keeps what was typed', async () => {
    const { user, fetch } = renderConsole(ReportsPage, { data: reportsApi([brokerGroup()]) });

    const dialog = await openAction(user, 'Person 11', 'Block account');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);

    const reason = 'Your account was blocked: brokers are not allowed.';
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason shown at login/ }), reason);
    await user.type(within(dialog).getByRole('textbox', { name: /^Staff note/ }), 'Two broker reports.');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await within(dialog).findByText('Block this account?')).toBeInTheDocument();
    expect(within(dialog).getByText(reason)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('textbox', { name: /^Reason shown at login/ })).toHaveValue(reason);
    expect(callsOf(fetch, 'POST')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Block account' }));

    expect(await screen.findByText('Person 11 (RM100011) is blocked and signed out.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf(fetch, 'POST')).toEqual([
      ['/api/admin/reports/profiles/11/handle/', { action: 'block', note: 'Two broker reports.', reason }],
    ]);
  });

  it('closes the dialog and says so when another moderator handled the reports first', async () => {
    const { user } = renderConsole(ReportsPage, {
      data: reportsApi([brokerGroup()], [], {
        'POST /admin/reports/profiles/11/handle/': apiError(409, 'noOpenReports'),
      }),
    });

    const dialog = await openAction(user, 'Person 11', 'Dismiss');
    await user.type(within(dialog).getByRole('textbox', { name: /^Staff note/ }), 'Nothing wrong.');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));

    expect(
      await screen.findByText(
        'This profile has no open reports. Another moderator may have handled them already.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows under Handled what was done, by whom, when and with which note, without actions', async () => {
    const handled = reportGroup(
      reportedProfile(13, { is_blocked: true, block_reason: 'Brokers are not allowed.' }),
      [
        staffReport(4, {
          status: 'blocked',
          staff_note: 'Confirmed by phone.',
          handled_on: '2025-06-01T10:30:00.000Z',
          handled_by: 'lead@example.com',
        }),
      ],
    );
    const { user } = renderConsole(ReportsPage, { data: reportsApi([], [handled]) });

    expect(await screen.findByText('No open reports.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Handled' }));

    const item = await card('Person 13');
    expect(within(item).getByRole('heading', { name: '1 handled report' })).toBeInTheDocument();
    expect(within(item).getAllByText('Blocked')).toHaveLength(2);
    expect(within(item).getByText(/^by lead@example\.com, /)).toBeInTheDocument();
    expect(within(item).getByText('Confirmed by phone.')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Dismiss|Warn|Block/ })).toBeNull();
  });

  it('links to the audit trail when the answer names the account', async () => {
    const profile = { ...reportedProfile(14), account_id: 77 };
    renderConsole(ReportsPage, { data: reportsApi([reportGroup(profile, [staffReport(5)])]) });

    expect(within(await card('Person 14')).getByRole('link', { name: 'Audit trail' })).toHaveAttribute(
      'href',
      '/admin/audit?account_id=77',
    );
  });
});
