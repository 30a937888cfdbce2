import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type ProposalBetween, type SendProposalResponse } from '@rishta/domain';
import { apiError, callsOf, fakeApi } from '@/test/fake-api';
import { renderProposals } from '@/test/proposals';
import { session } from '@/lib/session';
import { ProfileProposal } from './profile-proposal';

const PROFILE = { profile_code: 'RM100007', full_name: 'Sara Khan' };

const SENT: SendProposalResponse = {
  message: MESSAGES.proposalSent,
  already_received: false,
  proposal: {
    id: 41,
    slug: 'p-41',
    sender: 1,
    receiver: 7,
    status: 'Sent',
    message: null,
    created_on: '2026-11-23T10:00:00Z',
    updated_on: '2026-11-23T10:00:00Z',
  },
  whatsapp: { country_code: '+91', number: '9876543210' },
};

function renderPanel(proposal?: ProposalBetween) {
  const onChange = vi.fn();
  const onSent = vi.fn();
  const user = userEvent.setup({ delay: null });
  renderProposals(<ProfileProposal profile={{ ...PROFILE, proposal }} onChange={onChange} onSent={onSent} />);
  return { user, onChange, onSent };
}

/** Reads the dialog's question and answers it, wrongly when asked. */
async function answerSum(user: ReturnType<typeof userEvent.setup>, right: boolean) {
  const dialog = await screen.findByRole('dialog', { name: 'Contact on WhatsApp' });
  const [, a, b] = /What is (\d) \+ (\d)\?/.exec(dialog.textContent ?? '') ?? [];
  const sum = Number(a) + Number(b);
  const answer = within(dialog).getByRole('textbox', { name: /What is \d \+ \d\?/ });
  await user.clear(answer);
  await user.type(answer, String(right ? sum : sum === 18 ? 0 : sum + 1));
  await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
  return dialog;
}

beforeEach(() => session.set({ token: 'token', profileId: 1, slug: 'me', username: 'me' }));
afterEach(() => session.set(null));

describe('ProfileProposal and the WhatsApp dialog', () => {
  it('stays locked on a wrong sum, then sends the proposal and opens the wa.me chat', async () => {
    const fetch = fakeApi({ 'POST /profiles/proposal/RM100007/': { status: 201, body: SENT } });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, onChange, onSent } = renderPanel();

    await user.click(screen.getByRole('button', { name: 'WhatsApp' }));
    const dialog = await answerSum(user, false);
    expect(within(dialog).getByText('Wrong value')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Open WhatsApp' })).not.toBeInTheDocument();

    await answerSum(user, true);
    expect(callsOf(fetch, 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Open WhatsApp' }));

    expect(await within(dialog).findByText('Proposal sent successfully.')).toBeInTheDocument();
    expect(callsOf(fetch, 'POST').map(([url]) => url)).toEqual(['/api/profiles/proposal/RM100007/']);
    expect(open).toHaveBeenCalledWith('https://wa.me/919876543210', '_blank', 'noopener');
    expect(within(dialog).getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210',
    );
    expect(onChange).toHaveBeenCalledWith({ sent: { id: 41, status: 'Sent' }, received: null });
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it('asks a new question each time it opens', async () => {
    fakeApi({});
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'WhatsApp' }));
    await answerSum(user, true);
    expect(await screen.findByRole('button', { name: 'Open WhatsApp' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'WhatsApp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact on WhatsApp' });
    expect(within(dialog).getByRole('textbox', { name: /What is \d \+ \d\?/ })).toHaveValue('');
    expect(within(dialog).queryByRole('button', { name: 'Open WhatsApp' })).not.toBeInTheDocument();
  });

  it('says contact details wait for contact hours when the answer carries no number', async () => {
    const { whatsapp: _none, ...withoutNumber } = SENT;
    fakeApi({ 'POST /profiles/proposal/RM100007/': { status: 201, body: withoutNumber } });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'WhatsApp' }));
    const dialog = await answerSum(user, true);
    await user.click(within(dialog).getByRole('button', { name: 'Open WhatsApp' }));

    expect(await within(dialog).findByText(MESSAGES.contactOutsideHours)).toBeInTheDocument();
    expect(within(dialog).getByText('Proposal sent successfully.')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal and sends nothing more', async () => {
    fakeApi({
      'POST /profiles/proposal/RM100007/': apiError(400, 'proposalSameGender'),
    });
    const { user, onChange } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'WhatsApp' }));
    const dialog = await answerSum(user, true);
    await user.click(within(dialog).getByRole('button', { name: 'Open WhatsApp' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.proposalSameGender);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers Accept and Reject for a received proposal and shows a sent one’s state', async () => {
    const fetch = fakeApi({
      'PATCH /profiles/proposal-update/9/': {
        body: {
          message: MESSAGES.proposalAccepted,
          proposal: { ...SENT.proposal, id: 9, status: 'Accepted' },
        },
      },
    });
    const { user, onChange } = renderPanel({ sent: null, received: { id: 9, status: 'Opened' } });
    expect(screen.getByText('Sara Khan sent you a proposal')).toBeInTheDocument();
    expect(screen.getByText('Opened')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept proposal from Sara Khan' }));
    expect(await screen.findByText(MESSAGES.proposalAccepted)).toBeInTheDocument();
    expect(callsOf(fetch, 'PATCH')).toEqual([['/api/profiles/proposal-update/9/', { status: 'Accepted' }]]);
    expect(onChange).toHaveBeenCalledWith({ sent: null, received: { id: 9, status: 'Accepted' } });
  });

  it('shows a sent proposal as Pending without Accept or Reject', () => {
    fakeApi({});
    renderPanel({ sent: { id: 3, status: 'Sent' }, received: null });
    expect(screen.getByText('Your proposal to Sara Khan')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });

  it('does not open the dialog while the viewer is under review, and says why (issue 11)', async () => {
    const fetch = fakeApi({});
    const user = userEvent.setup({ delay: null });
    renderProposals(
      <ProfileProposal
        profile={PROFILE}
        onChange={vi.fn()}
        standing={{ profile_id: 3, slug: 'me', state: 'under_review', review_hours: 24, reason: null }}
      />,
    );
    const button = screen.getByRole('button', { name: 'WhatsApp' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/once your profile is approved \(usually within 24 hours\)/);
    await user.click(button).catch(() => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
