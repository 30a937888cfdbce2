import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '@/lib/session';
import { ExpectationDialog } from './expectation-dialog';
import { apiError, callsOf, fakeApi } from '@/test/fake-api';
import { renderProposals } from '@/test/proposals';

const OWN = { id: 7, full_name: 'Imran Shaikh', expectation_proposal: null };

beforeEach(() => session.set({ token: 'token', profileId: 7, slug: 'me', username: 'me' }));
afterEach(() => session.set(null));

describe('ExpectationDialog', () => {
  it('starts at 18–50, moves with the keyboard and saves the expectation', async () => {
    const fetch = fakeApi({
      '/profiles/update/7/': OWN,
      'PATCH /profiles/update/7/': { ...OWN, expectation_proposal: '{}' },
      '/profiles/state-list?country=1': [{ id: 1, name: 'Maharashtra' }],
    });
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderProposals(<ExpectationDialog profileId={7} onClose={onClose} />);

    const dialog = await screen.findByRole('dialog', { name: 'Set expectation' });
    expect(await within(dialog).findByText('18 to 50 years')).toBeInTheDocument();
    const from = within(dialog).getByRole('slider', { name: 'Minimum age' });
    const to = within(dialog).getByRole('slider', { name: 'Maximum age' });
    expect(from).toHaveAttribute('aria-valuemin', '18');
    expect(to).toHaveAttribute('aria-valuemax', '80');

    from.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByText('20 to 50 years')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile has been updated successfully')).toBeInTheDocument();
    const [[url, body]] = callsOf(fetch, 'PATCH') as [[string, { expectation_proposal: string }]];
    expect(url).toBe('/api/profiles/update/7/');
    expect(JSON.parse(body.expectation_proposal)).toEqual({
      age: [20, 50],
      state: [],
      marital_status: [],
      education: [],
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('opens on the saved expectation and stays open when saving fails', async () => {
    fakeApi({
      '/profiles/update/7/': {
        ...OWN,
        expectation_proposal: JSON.stringify({
          age: [25, 35],
          state: ['Maharashtra'],
          education: ['Graduate'],
        }),
      },
      'PATCH /profiles/update/7/': apiError(500, 'errorOccurred'),
      '/profiles/state-list?country=1': [{ id: 1, name: 'Maharashtra' }],
    });
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderProposals(<ExpectationDialog profileId={7} onClose={onClose} />);

    const dialog = await screen.findByRole('dialog', { name: 'Set expectation' });
    expect(await within(dialog).findByText('25 to 35 years')).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue('Maharashtra')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByText('25 to 35 years')).toBeInTheDocument();
  });
});
