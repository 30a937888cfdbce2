import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render-with-providers';
import { goOffline } from '@/test/offline';
import { useOfflineNoticeText } from '@/lib/offline';
import { OfflineNotice } from './offline-notice';

function PageWithWords({ text }: { text: string }) {
  useOfflineNoticeText(text);
  return null;
}

describe('OfflineNotice', () => {
  it('is not shown online', () => {
    renderWithProviders(<OfflineNotice />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("offline, says the page's own words while the page is shown, and the general line after", async () => {
    goOffline();
    const { rerender } = renderWithProviders(
      <>
        <OfflineNotice />
        <PageWithWords text="Showing what you saw last." />
      </>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Showing what you saw last.');
    rerender(<OfflineNotice />);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline. Some things may not load.');
  });

  it('appears when the connection drops', async () => {
    renderWithProviders(<OfflineNotice />);
    goOffline();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByRole('status')).toHaveTextContent('You are offline');
  });
});
