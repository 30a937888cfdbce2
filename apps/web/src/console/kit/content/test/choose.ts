import { expect } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** Picks `name` in a Mantine Select: opens it, then clicks the option in its own list. */
export async function choose(user: ReturnType<typeof userEvent.setup>, select: HTMLElement, name: string) {
  await user.click(select);
  await waitFor(() => expect(select).toHaveAttribute('aria-controls'));
  const list = document.getElementById(select.getAttribute('aria-controls')!)!;
  await user.click(within(list).getByRole('option', { name, hidden: true }));
}
