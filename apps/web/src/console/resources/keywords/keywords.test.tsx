import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, callsOf } from '@/test/fake-api';
import { keyword } from '../../kit/content/test/builders';
import { fakeCollection } from '../../kit/content/test/fake-content';
import { renderConsole } from '../../test/render-console';
import { ContentPage } from '../../screens/content/content-page';

function keywords(extra: Record<string, unknown> = {}) {
  return {
    ...fakeCollection('blocked-keywords', [keyword(1, 'broker')], (sent, id) =>
      keyword(id, String(sent.keyword)),
    ),
    ...extra,
  };
}

const render = (data = keywords()) =>
  renderConsole(ContentPage, { role: 'admin', route: '/admin/content/blocked-keywords', data });

describe('blocked keywords', () => {
  it('says that sign-ups and profile edits are checked at once', async () => {
    render();
    expect(
      await screen.findByText(/Sign-ups and profile edits are checked against this list as soon as you add/),
    ).toBeInTheDocument();
    expect(await screen.findByText('1 blocked keyword')).toBeInTheDocument();
  });

  it('adds a keyword as the API stores it, and deletes one after a confirmation', async () => {
    const { user, fetch } = render();

    await user.type(await screen.findByLabelText(/^Word or phrase/), '  Dowry   Demand ');
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('“dowry demand” is blocked from now on.')).toBeInTheDocument();
    expect(await screen.findByText('2 blocked keywords')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete “broker”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “broker”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“broker” is no longer blocked.')).toBeInTheDocument();

    expect(callsOf(fetch, 'POST')).toEqual([
      ['/api/admin/content/blocked-keywords', { keyword: 'dowry demand' }],
    ]);
    expect(callsOf(fetch, 'DELETE')).toEqual([['/api/admin/content/blocked-keywords/1', undefined]]);
  });

  it('shows a keyword already blocked on the field, keeping it', async () => {
    const { user } = render(
      keywords({ 'POST /content/blocked-keywords': apiError(409, 'blockedKeywordExists') }),
    );

    const field = await screen.findByLabelText(/^Word or phrase/);
    await user.type(field, 'Broker');
    await user.click(screen.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/This keyword is already blocked\./));
    expect(field).toHaveValue('Broker');
  });
});
