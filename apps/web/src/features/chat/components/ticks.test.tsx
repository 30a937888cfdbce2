import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import chatEn from '@/i18n/locales/en/chat.json';
import { renderWithProviders } from '@/test/render-with-providers';
import { Ticks, tickCount, TICK_COLOURS } from './ticks';

describe('Ticks', () => {
  it('shows one tick when sent, two when received, two blue when read', () => {
    expect([tickCount('sent'), tickCount('received'), tickCount('read'), tickCount('pending')]).toEqual([
      1, 2, 2, 0,
    ]);
    expect(TICK_COLOURS.read).toContain('blue');
    expect(TICK_COLOURS.received).not.toContain('blue');
  });

  it.each([
    ['sent', 'Sent'],
    ['received', 'Delivered'],
    ['read', 'Read'],
    ['pending', 'Waiting to send'],
    ['failed', 'Not sent'],
  ] as const)('names the %s state for screen readers', (state, label) => {
    renderWithProviders(<Ticks state={state} />, { namespaces: { chat: chatEn } });
    expect(screen.getByText(label)).toHaveClass('visually-hidden');
  });
});
