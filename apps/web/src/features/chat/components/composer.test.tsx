import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import chatEn from '@/i18n/locales/en/chat.json';
import { renderWithProviders } from '@/test/render-with-providers';
import { Composer } from './composer';

/** An onSend the test answers by hand, to type while a message is still on its way. */
function pendingSends() {
  const sent: string[] = [];
  const answers: ((left: boolean) => void)[] = [];
  const onSend = (text: string) =>
    new Promise<boolean>((resolve) => {
      sent.push(text);
      answers.push(resolve);
    });
  return { sent, answers, onSend };
}

describe('Composer', () => {
  it('empties the box at once, and the next message typed meanwhile survives the first one landing', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent, answers, onSend } = pendingSends();
    renderWithProviders(<Composer onSend={onSend} />, { namespaces: { chat: chatEn } });
    const box = screen.getByRole('textbox', { name: 'Message' });

    await user.type(box, '  Assalamu alaikum {Enter}');
    expect(sent).toEqual(['Assalamu alaikum']);
    expect(box).toHaveValue('');
    await user.type(box, 'How are you?');
    answers[0]?.(true);
    // The first one has landed once the button stops showing it is busy.
    const button = screen.getByRole('button', { name: 'Send' });
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    await user.click(button);
    expect(sent).toEqual(['Assalamu alaikum', 'How are you?']);
  });

  it('gives the text back when it could not be sent', async () => {
    const user = userEvent.setup({ delay: null });
    const { answers, onSend } = pendingSends();
    renderWithProviders(<Composer onSend={onSend} />, { namespaces: { chat: chatEn } });
    const box = screen.getByRole('textbox', { name: 'Message' });

    await user.type(box, 'Salaam{Enter}');
    expect(box).toHaveValue('');
    answers[0]?.(false);
    await expect.poll(() => (box as HTMLTextAreaElement).value).toBe('Salaam');
  });
});
