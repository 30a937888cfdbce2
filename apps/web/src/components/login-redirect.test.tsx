// A page only a logged-in user can use sends a visitor to the login; with `comeBack` the login
// returns them to it (issue 32: the chat is in everyone's menu).
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { takeAfterLogin } from '@/lib/session';
import { renderWithProviders } from '@/test/render-with-providers';
import { useLoginRedirect } from './login-redirect';

function ChatLike({ comeBack }: { comeBack: boolean }) {
  const redirect = useLoginRedirect({ comeBack });
  return redirect ?? <p>The chat</p>;
}

function renderAt(comeBack: boolean) {
  renderWithProviders(
    <Routes>
      <Route path="/chatindex" element={<ChatLike comeBack={comeBack} />} />
      <Route path="/login" element={<p>Login page</p>} />
    </Routes>,
    { route: '/chatindex?friend=12' },
  );
}

describe('useLoginRedirect', () => {
  it('sends a visitor to the login and remembers the page to come back to', async () => {
    renderAt(true);
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(takeAfterLogin()).toBe('/chatindex?friend=12');
  });

  it('remembers nothing without comeBack', async () => {
    renderAt(false);
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(takeAfterLogin()).toBeNull();
  });
});
