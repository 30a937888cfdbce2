import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type ProposalItem, type ProposalListResponse } from '@rishta/domain';
import { apiError, callsOf, fakeApi } from '@/test/fake-api';
import { renderProposals } from '@/test/proposals';
import { profileCard } from '@/test/builders';
import { session } from '@/lib/session';
import { ReceivedProposalsPage, SentProposalsPage } from './proposal-pages';

function item(
  id: number,
  status: ProposalItem['status'],
  name: string,
  extra: Partial<ProposalItem> = {},
): ProposalItem {
  return {
    id,
    slug: `p-${id}`,
    sender: 100 + id,
    receiver: 1,
    status,
    message: null,
    created_on: '2026-11-20T10:00:00Z',
    updated_on: '2026-11-21T10:00:00Z',
    profile: profileCard(100 + id, { slug: `person-${id}`, full_name: name, gender: 'Male' }),
    ...extra,
  };
}

const list = (results: ProposalItem[]): ProposalListResponse => ({ count: results.length, results });
const RECEIVED = '/profiles/proposal/received/?limit=1000';
const SENT = '/profiles/proposal/sent/?limit=1000';

function section(name: RegExp) {
  return screen.getByRole('region', { name });
}

beforeEach(() => session.set({ token: 'token', profileId: 1, slug: 'me', username: 'me' }));
afterEach(() => session.set(null));

describe('Received proposals', () => {
  it('groups proposals into Pending, Accepted, Opened and Rejected, with actions only on open ones', async () => {
    fakeApi({
      [RECEIVED]: list([
        item(1, 'Sent', 'Imran Shaikh'),
        item(2, 'Accepted', 'Arif Ansari', {
          contact: {
            contact_number: '9876500002',
            whatsapp_number: '9876500002',
            whatsapp_country_code: '+91',
          },
        }),
        item(3, 'Rejected', 'Salman Qureshi', { message: 'We are looking in Hyderabad only' }),
      ]),
    });
    renderProposals(<ReceivedProposalsPage />);

    expect(await screen.findByText('Showing Proposal')).toBeInTheDocument();
    const pending = section(/^Pending \(1\)/);
    expect(within(pending).getByText('Imran Shaikh')).toBeInTheDocument();
    expect(
      within(pending).getByRole('button', { name: 'Accept proposal from Imran Shaikh' }),
    ).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: /Imran Shaikh/ })).toHaveAttribute(
      'href',
      '/profiles/person-1?from=proposal',
    );

    const accepted = section(/^Accepted \(1\)/);
    expect(within(accepted).getByRole('link', { name: '9876500002' })).toHaveAttribute(
      'href',
      'tel:9876500002',
    );
    expect(within(accepted).getByRole('link', { name: '+91 9876500002' })).toHaveAttribute(
      'href',
      'https://wa.me/919876500002',
    );
    expect(within(accepted).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();

    expect(within(section(/^Opened \(0\)/)).getByText('None')).toBeInTheDocument();
    const rejected = section(/^Rejected \(1\)/);
    expect(within(rejected).getByText('We are looking in Hyderabad only')).toBeInTheDocument();
  });

  it('keeps Reject disabled until a reason is given, then sends it', async () => {
    const fetch = fakeApi({
      [RECEIVED]: list([item(1, 'Opened', 'Imran Shaikh')]),
      'PATCH /profiles/proposal-update/1/': {
        body: {
          message: MESSAGES.proposalRejected,
          proposal: { ...item(1, 'Rejected', 'x'), profile: undefined },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderProposals(<ReceivedProposalsPage />);

    await user.click(await screen.findByRole('button', { name: 'Reject proposal from Imran Shaikh' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the proposal of Imran Shaikh' });
    const submit = within(dialog).getByRole('button', { name: 'Reject proposal' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    expect(submit).toBeDisabled();

    await user.type(reason, '   ');
    await user.tab();
    expect(submit).toBeDisabled();
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();

    await user.type(reason, 'Our families could not agree');
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(await screen.findByText('Proposal has been rejected successfully')).toBeInTheDocument();
    expect(callsOf(fetch, 'PATCH')).toEqual([
      ['/api/profiles/proposal-update/1/', { status: 'Rejected', message: 'Our families could not agree' }],
    ]);
  });

  it('keeps the typed reason and says so when rejecting fails', async () => {
    fakeApi({
      [RECEIVED]: list([item(1, 'Sent', 'Imran Shaikh')]),
      'PATCH /profiles/proposal-update/1/': apiError(500, 'errorOccurred'),
    });
    const user = userEvent.setup({ delay: null });
    renderProposals(<ReceivedProposalsPage />);
    await user.click(await screen.findByRole('button', { name: 'Reject proposal from Imran Shaikh' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Not a match for us');
    await user.click(within(dialog).getByRole('button', { name: 'Reject proposal' }));

    expect(await screen.findByText('Failed to reject proposal')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('Not a match for us');
  });
});

describe('Sent proposals', () => {
  it('shows the rejection reason to the sender and offers no Accept', async () => {
    fakeApi({ [SENT]: list([item(5, 'Rejected', 'Ayesha Siddiqui', { message: 'Looking for a doctor' })]) });
    renderProposals(<SentProposalsPage />);
    const rejected = await screen.findByRole('region', { name: /^Rejected \(1\)/ });
    expect(within(rejected).getByText('Looking for a doctor')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept|Reject/ })).not.toBeInTheDocument();
    expect(
      within(rejected).getByText(/Contact details are shown between 08:00 and 22:00/),
    ).toBeInTheDocument();
  });

  it('says when nothing was sent yet', async () => {
    fakeApi({ [SENT]: list([]) });
    renderProposals(<SentProposalsPage />);
    expect(await screen.findByText('You have not sent any proposals yet.')).toBeInTheDocument();
  });
});
