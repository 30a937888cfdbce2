// SPEC.md §1: on a phone's browser the footer invites the visitor to get the app. Issue 31: the
// invitation waits until the visitor has scrolled the page they opened.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render-with-providers';
import { AppDownloadPrompt } from './app-download-prompt';

const PHONE = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const IN_APP =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7; wv) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';

/** The browser offers to install the app (Chrome's beforeinstallprompt). */
function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt'), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
}

const prompt = () => screen.queryByRole('region', { name: 'Get the app' });

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PHONE);
});

afterEach(() => {
  vi.restoreAllMocks();
  window.dispatchEvent(new Event('appinstalled'));
});

describe('AppDownloadPrompt', () => {
  it('invites a phone visitor to install the app once they scroll, not as the page opens', async () => {
    renderWithProviders(<AppDownloadPrompt />);
    offerInstall();
    expect(prompt()).toBeNull();

    fireEvent.scroll(window);

    expect(await screen.findByRole('region', { name: 'Get the app' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Install app' })).toBeInTheDocument();
  });

  it('stays away for the rest of the session once closed', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderWithProviders(<AppDownloadPrompt />);
    offerInstall();
    fireEvent.scroll(window);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(prompt()).toBeNull();
    unmount();

    renderWithProviders(<AppDownloadPrompt />);
    fireEvent.scroll(window);
    expect(prompt()).toBeNull();
  });

  it('is not shown inside our own app', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IN_APP);
    renderWithProviders(<AppDownloadPrompt />);
    offerInstall();
    fireEvent.scroll(window);
    expect(prompt()).toBeNull();
  });
});
