import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { callsOf } from '@/test/fake-api';
import { sentBody } from '../../kit/content/test/fake-content';
import { renderConsole } from '../../test/render-console';
import { ContentPage } from '../../screens/content/content-page';

/** 12 marriages recorded by carried-out deletion requests, plus the offset. */
function offset(initial = 100) {
  let saved = initial;
  return {
    'GET /content/partner-found-offset': () => ({ offset: saved, count: 12 + saved }),
    'PUT /content/partner-found-offset': (_url: URL, init?: RequestInit) => {
      saved = Number(sentBody(init).offset);
      return { offset: saved, count: 12 + saved };
    },
  };
}

const render = (data = offset()) =>
  renderConsole(ContentPage, { role: 'admin', route: '/admin/content/partner-found', data });

describe('partner-found offset', () => {
  it('shows the public count as the offset is typed, and saves it', async () => {
    const { user, fetch } = render();

    const input = await screen.findByLabelText(/^Offset/);
    expect(input).toHaveValue('100');
    expect(screen.getByText('Marriages recorded by deletion requests: 12')).toBeInTheDocument();
    expect(screen.getByText('The site will show: 112')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '250');
    expect(screen.getByText('The site will show: 262')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved. The site now shows 262 partners found.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Shown now: 262')).toBeInTheDocument());
    expect(callsOf(fetch, 'PUT')).toEqual([['/api/admin/content/partner-found-offset', { offset: 250 }]]);
  });

  it('asks for a number before saving an empty offset', async () => {
    const { user, fetch } = render();

    const input = await screen.findByLabelText(/^Offset/);
    await user.clear(input);
    expect(screen.getByText('Type a whole number to see what the site will show.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/This field is required\./));
    expect(callsOf(fetch, 'PUT')).toEqual([]);
  });
});
