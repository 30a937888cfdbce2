import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MESSAGES, type Profile } from '@rishta/domain';
import commonUr from '@/i18n/locales/ur/common.json';
import signupEn from '@/i18n/locales/en/signup.json';
import signupUr from '@/i18n/locales/ur/signup.json';
import { renderWithProviders } from '@/test/render-with-providers';
import { profileDetail } from '@/test/profile-detail';
import { PhotoStep } from './photo-step';

const PROFILE = profileDetail({ is_owner: true }) as unknown as Profile;

describe('the created-successfully note (SPEC.md §8, issue 30)', () => {
  it('reads in the reader’s language and in English on an Urdu page', () => {
    renderWithProviders(<PhotoStep profile={PROFILE} created />, {
      namespaces: { signup: signupEn },
      language: { code: 'ur', namespaces: { common: commonUr, signup: signupUr } },
    });
    const note = screen.getByRole('status');
    expect(note).toHaveTextContent(commonUr.messages.profileCreatedNote);
    expect(note).toHaveTextContent(`${MESSAGES.profileCreated}.`);
    // Not the Hindi of the English page's note.
    expect(note.textContent).not.toMatch(/[\u0900-\u097f]/);
    expect(screen.getByText(commonUr.messages.profileCreatedNote)).toHaveAttribute('dir', 'rtl');
  });

  it('is the spec’s English and Hindi note on an English page', () => {
    renderWithProviders(<PhotoStep profile={PROFILE} created />, { namespaces: { signup: signupEn } });
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.profileCreatedNote);
  });
});
