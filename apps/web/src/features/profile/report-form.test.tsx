import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import profileEn from '@/i18n/locales/en/profile.json';
import { renderWithProviders } from '@/test/render-with-providers';
import { fakeApi } from '@/test/fake-api';
import { ReportForm } from './report-form';

describe('ReportForm', () => {
  it('requires a description for "Other (Describe in detail)" and sends once it is given', async () => {
    const fetch = fakeApi({
      '/profiles/report-profile/': { status: 'Done', message: 'Reported successfully.' },
    });
    const onReported = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReportForm slug="sara" onReported={onReported} />, {
      namespaces: { profile: profileEn },
    });

    await user.click(screen.getByRole('radio', { name: 'Other (Describe in detail)' }));
    const evidence = new File(['x'], 'proof.png', { type: 'image/png' });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, evidence);
    expect(screen.getByText('0/2000')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Description/ })).toBeRequired();
    expect(fetch).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Asks for money');
    expect(screen.getByText('14/2000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await vi.waitFor(() => expect(onReported).toHaveBeenCalled());
    // fakeApi types its fake with the URL only; the real call also carries the request.
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const body = init.body as FormData;
    expect(body.get('reason')).toBe('Other (Describe in detail)');
    expect(body.get('user-slug')).toBe('sara');
  });
});
