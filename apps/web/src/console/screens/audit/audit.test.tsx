import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditPage } from '@rishta/domain';
import type { fakeApi } from '@/test/fake-api';
import { renderConsole } from '../../test/render-console';
import { AuditPage as AuditScreen } from './audit-page';
import { auditPage, auditRow, auditRows } from './builders';

// The action menu scrolls its chosen option into view; jsdom has no layout to scroll.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});

/** The fake API: the log answers `pages` by the query's before_id (no before_id → the first). */
function logApi(pages: Record<string, AuditPage>, actions = ['approve', 'report.block', 'report.warn']) {
  return {
    'GET /admin/audit/actions/': { actions },
    'GET /admin/audit/': (url: URL) => pages[url.searchParams.get('before_id') ?? 'first'] ?? auditPage([]),
  };
}

/** The audit log with the fake API's `data`, at `route` (the filters are its query). */
const renderAudit = (data: Record<string, unknown>, route?: string) =>
  renderConsole(AuditScreen, { data, route });

/** The log's requests, as path + query. */
const logCalls = (fetch: ReturnType<typeof fakeApi>) =>
  fetch.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/admin/audit/?') || url === '/api/admin/audit/');

const address = () => new URL(screen.getByTestId('address').textContent!, 'http://localhost').search;

describe('audit log', () => {
  it('shows when, who, what, on which record, why, and each changed field as before → after', async () => {
    renderAudit(
      logApi({
        first: auditPage([
          auditRow(3, {
            action: 'report.warn',
            reason: 'Phone number in About me.',
            before: { warnings: 0, status: 'open', note: null },
            after: { warnings: 1, status: 'open', note: 'See the photo' },
          }),
          auditRow(2, {
            action: 'content.future_thing',
            actor: null,
            subject: 'tag:4',
            subject_account_id: null,
            before: null,
            after: { name: 'Nikah' },
          }),
          auditRow(1),
        ]),
      }),
    );

    const warned = await screen.findByTestId('audit-3');
    expect(within(warned).getByText('Report: user warned')).toHaveAttribute('title', 'report.warn');
    expect(within(warned).getByText('profile:3')).toBeInTheDocument();
    expect(within(warned).getByRole('link', { name: 'Account 103' })).toBeInTheDocument();
    expect(within(warned).getByText('By \u2068moderator@example.com\u2069')).toBeInTheDocument();
    expect(within(warned).getByText('Phone number in About me.')).toBeInTheDocument();
    expect(warned.querySelector('time')).toHaveAttribute('datetime', auditRow(3).created_on);
    // Unchanged fields are left out.
    const changes = within(within(warned).getByRole('list', { name: 'Changes' })).getAllByRole('listitem');
    expect(changes.map((li) => li.textContent)).toEqual(['warnings: 0 → 1', 'note: – → See the photo']);

    const unknown = screen.getByTestId('audit-2');
    expect(within(unknown).getByText('content.future_thing')).toBeInTheDocument();
    expect(within(unknown).getByText('By the system')).toBeInTheDocument();
    expect(within(unknown).queryByRole('link')).not.toBeInTheDocument();
    expect(within(unknown).getByRole('listitem')).toHaveTextContent('Name: – → Nikah');

    expect(within(screen.getByTestId('audit-1')).getByText('Profile approved')).toBeInTheDocument();
    // A field the console knows reads in its words, its values as the site shows them.
    expect(within(screen.getByTestId('audit-1')).getByRole('listitem')).toHaveTextContent(
      'Approval: Waiting for approval → Approved',
    );
    expect(screen.getByText('3 entries, the whole log for these filters.')).toBeInTheDocument();
  });

  it('applies the filters together, sends them to the API and keeps them in the address', async () => {
    const { user, fetch } = renderAudit(logApi({ first: auditPage([auditRow(1)]) }));
    await screen.findByTestId('audit-1');

    await user.type(screen.getByLabelText('Staff username'), 'Mod@example.com');
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Report: user warned', hidden: true }));
    await user.type(screen.getByLabelText('Account ID'), '7');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-20' } });
    expect(logCalls(fetch)).toEqual(['/api/admin/audit/']); // nothing sent while typing
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    const query = '?actor=Mod%40example.com&action=report.warn&account_id=7&from=2026-11-01&to=2026-11-20';
    await waitFor(() => expect(logCalls(fetch).at(-1)).toBe(`/api/admin/audit/${query}`));
    expect(address()).toBe(query);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(address()).toBe(''));
    expect(screen.getByLabelText('Account ID')).toHaveValue('');
  });

  it('opens the filtered view another screen links to, filters shown in the form', async () => {
    const { fetch } = renderAudit(
      logApi({ first: auditPage([]) }),
      '/admin/audit?account_id=7&action=report.',
    );

    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
    expect(logCalls(fetch)).toEqual(['/api/admin/audit/?action=report.&account_id=7']);
    expect(screen.getByLabelText('Account ID')).toHaveValue('7');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('All report decisions'),
    );
  });

  it('narrows the log to an entry’s account', async () => {
    const { user, fetch } = renderAudit(
      logApi({ first: auditPage([auditRow(5)]) }),
      '/admin/audit?actor=moderator%40example.com',
    );

    await user.click(await screen.findByRole('link', { name: 'Account 105' }));

    await waitFor(() => expect(address()).toBe('?actor=moderator%40example.com&account_id=105'));
    expect(logCalls(fetch).at(-1)).toBe('/api/admin/audit/?actor=moderator%40example.com&account_id=105');
    expect(screen.getByLabelText('Account ID')).toHaveValue('105');
  });

  it('loads older entries below with the cursor, keeping the filters, until there are no more', async () => {
    // Pages of 3 and 2 stand in for the API's 50: the screen follows next_before_id, not a size.
    const { user, fetch } = renderAudit(
      logApi({ first: auditPage(auditRows(5, 3), 3), '3': auditPage(auditRows(2, 1)) }),
      '/admin/audit?action=approve',
    );

    expect(await screen.findByText('Showing the newest 3 entries.')).toBeInTheDocument();
    expect(screen.queryByTestId('audit-2')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByTestId('audit-1')).toBeInTheDocument();
    const shown = screen.getAllByRole('listitem').filter((li) => li.dataset.testid?.startsWith('audit-'));
    expect(shown.map((li) => li.dataset.testid)).toEqual([
      'audit-5',
      'audit-4',
      'audit-3',
      'audit-2',
      'audit-1',
    ]);
    expect(logCalls(fetch)).toEqual([
      '/api/admin/audit/?action=approve',
      '/api/admin/audit/?action=approve&before_id=3',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('5 entries, the whole log for these filters.')).toBeInTheDocument();
  });

  it('asks for a number as account ID and an end date after the start, before sending anything', async () => {
    const { user, fetch } = renderAudit(logApi({ first: auditPage([auditRow(1)]) }));
    await screen.findByTestId('audit-1');

    await user.type(screen.getByLabelText('Account ID'), 'RM100001');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    expect(await screen.findByText("Type the account's number, for example 42.")).toBeInTheDocument();
    expect(screen.getByText('The end date is before the start date.')).toBeInTheDocument();
    expect(logCalls(fetch)).toEqual(['/api/admin/audit/']);
    expect(address()).toBe('');
  });

  it('says when the log is empty', async () => {
    renderAudit(logApi({ first: auditPage([]) }, []));
    expect(await screen.findByText('Nothing in the audit log yet.')).toBeInTheDocument();
  });
});
