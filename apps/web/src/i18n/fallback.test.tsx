import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createLazyBackend, withEnglishFallback } from './index';

// English arrives after Bengali, as it does on a phone when bn's file is cached and en's is not.
const slowly =
  <T,>(value: T) =>
  () =>
    new Promise<{ default: T }>((resolve) => setTimeout(() => resolve({ default: value }), 30));
const quickly =
  <T,>(value: T) =>
  () =>
    Promise.resolve({ default: value });

const files = {
  './locales/en/common.json': quickly({ ok: 'OK' }),
  './locales/bn/common.json': quickly({ ok: 'ঠিক' }),
  './locales/en/profile.json': slowly({ summary: { profileCode: 'Profile code', age: 'Age' } }),
  './locales/en/signup.json': slowly({ acknowledgement: { title: 'Before you begin' } }),
  // Bengali has the profile area but lacks one key; it has no sign-up file at all.
  './locales/bn/profile.json': quickly({ summary: { age: 'বয়স' } }),
};

function Texts() {
  const { t } = useTranslation(['profile', 'signup']);
  return (
    <p>
      {t('profile:summary.profileCode')} | {t('profile:summary.age')} | {t('signup:acknowledgement.title')}
    </p>
  );
}

describe('translations fall back to English', () => {
  it('shows English for a key or a whole area a language lacks, never the key', async () => {
    const i18n = i18next.createInstance();
    await i18n
      .use(createLazyBackend(files))
      .use(initReactI18next)
      .init({
        lng: 'bn',
        fallbackLng: 'en',
        ns: ['common'],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
      });
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback="loading">
          <Texts />
        </Suspense>
      </I18nextProvider>,
    );
    expect(await screen.findByText('Profile code | বয়স | Before you begin')).toBeInTheDocument();
    expect(screen.queryByText(/summary\.profileCode|acknowledgement\.title/)).not.toBeInTheDocument();
  });

  it('merges nested keys, the translation winning', () => {
    expect(withEnglishFallback({ a: { b: 'B', c: 'C' }, d: 'D' }, { a: { b: 'বি' } })).toEqual({
      a: { b: 'বি', c: 'C' },
      d: 'D',
    });
  });
});
