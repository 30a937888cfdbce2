import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { markKeywords } from './keyword-marks';

/**
 * A field's text with each blocked keyword marked where it occurs, so the moderator sees the
 * offending words in context (the list at the top of the review names them too).
 */
export function MarkedText({ text, keywords }: { text: string; keywords: readonly string[] }) {
  const { t } = useTranslation('console-profile-review');
  if (keywords.length === 0) return <>{text}</>;
  return (
    <>
      {markKeywords(text, keywords).map((part, index) =>
        part.keyword ? (
          <mark
            key={index}
            title={t('hits.markTitle')}
            data-keyword={part.keyword}
            style={{
              background: 'var(--mantine-color-orange-2)',
              color: 'inherit',
              borderRadius: 2,
              padding: '0 2px',
              outline: '1px solid var(--mantine-color-orange-6)',
            }}
          >
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
