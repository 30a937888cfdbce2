import { useTranslation } from 'react-i18next';
import { INTERFACE_LANGUAGES, isLanguageCode } from '@rishta/domain';
import { GlobeIcon } from '@/components/icons';
import { setLanguage } from '@/i18n';
import { chooseLanguage } from '@/features/accounts/account-language';
import classes from './language-select.module.css';

/**
 * The 12 interface languages; the choice is kept on the device (SPEC.md §9) and, with `onAccount`
 * (the site's top bar), on a logged-in user's account too (issue 30). A native select: on a phone
 * it opens the system picker, which is familiar and costs no extra script; a plain one rather than
 * Mantine's, whose Input would be the home page's only use of it (issue 31).
 */
export function LanguageSelect({ onAccount = false }: { onAccount?: boolean }) {
  const { t, i18n } = useTranslation();
  const current = INTERFACE_LANGUAGES.find((l) => l.code === i18n.language) ?? INTERFACE_LANGUAGES[0]!;
  return (
    <span className={classes.picker}>
      <GlobeIcon size={14} className={classes.globe} aria-hidden />
      <select
        className={classes.select}
        value={current.code}
        onChange={(event) => {
          const code = event.currentTarget.value;
          if (isLanguageCode(code)) void (onAccount ? chooseLanguage(code) : setLanguage(code));
        }}
        aria-label={t('nav.language', { language: current.nativeName })}
      >
        {INTERFACE_LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.nativeName}
          </option>
        ))}
      </select>
      <svg className={classes.chevron} width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
        <path d="M2 3.5 5 6.5 8 3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </span>
  );
}
