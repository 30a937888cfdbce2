import { useState } from 'react';
import { Group, Pill, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { normaliseTerm } from './local-filter';

/** Typed terms as removable chips: Enter adds the typed term, each chip's × removes it. */
export function SearchTerms({ terms, onChange }: { terms: string[]; onChange: (terms: string[]) => void }) {
  const { t } = useTranslation('browse');
  const [typed, setTyped] = useState('');
  const add = () => {
    const term = typed.trim().replace(/\s+/g, ' ');
    setTyped('');
    if (!term || terms.some((x) => normaliseTerm(x) === normaliseTerm(term))) return;
    onChange([...terms, term]);
  };
  return (
    <div>
      <TextInput
        label={t('local.input')}
        description={t('local.hint')}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        onKeyDown={(e) => {
          // Enter adds a chip instead of submitting anything; phones send it from the search key.
          if (e.key === 'Enter') {
            e.preventDefault();
            add();
          }
        }}
        enterKeyHint="enter"
        maxLength={100}
      />
      {terms.length > 0 && (
        <Group
          component="ul"
          aria-label={t('local.terms')}
          gap="xs"
          mt="sm"
          p={0}
          style={{ listStyle: 'none' }}
        >
          {terms.map((term) => (
            <li key={term}>
              <Pill
                size="lg"
                withRemoveButton
                onRemove={() => onChange(terms.filter((x) => x !== term))}
                // Mantine hides the × from keyboards and screen readers (inside an input, Backspace
                // removes pills); these chips stand alone, so it must be a real, named button.
                removeButtonProps={{
                  'aria-label': t('local.remove', { term }),
                  'aria-hidden': false,
                  tabIndex: 0,
                }}
              >
                {term}
              </Pill>
            </li>
          ))}
        </Group>
      )}
    </div>
  );
}
