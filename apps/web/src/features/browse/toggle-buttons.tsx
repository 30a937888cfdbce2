import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Beyond this many, the rest wait behind 'More' (issue 11: 36 states filled a phone's screen). */
const SHOWN_AT_FIRST = 12;

export interface ToggleOption {
  value: string;
  label: string;
}

/**
 * A row of buttons of which one may be pressed (aria-pressed), wrapping on narrow screens. Pressing
 * the pressed one again lets it go, back to the defaults.
 */
export function ToggleButtons({
  options,
  selected,
  onToggle,
  label,
}: {
  options: readonly ToggleOption[];
  selected: string | null;
  onToggle: (value: string | null) => void;
  /** Names the group for screen readers. */
  label: string;
}) {
  const { t } = useTranslation('browse');
  const [all, setAll] = useState(false);
  const hidden = options.length - SHOWN_AT_FIRST;
  // The pressed one always shows, even when it is among the hidden ones.
  const shown =
    all || hidden <= 0
      ? options
      : options.filter((o, index) => index < SHOWN_AT_FIRST || o.value === selected);
  return (
    <Group role="group" aria-label={label} gap="xs">
      {shown.map((option) => {
        const pressed = option.value === selected;
        return (
          <Button
            key={option.value}
            size="compact-md"
            radius="xl"
            variant={pressed ? 'filled' : 'light'}
            aria-pressed={pressed}
            onClick={() => onToggle(pressed ? null : option.value)}
            // Long names wrap onto a second line instead of being cut, and descenders ('Haryana')
            // keep their room: Mantine's label clips at its fixed height otherwise.
            styles={{
              label: { whiteSpace: 'normal', textAlign: 'center', overflow: 'visible', lineHeight: 1.35 },
            }}
            h="auto"
            mih={34}
            py={4}
            maw="100%"
          >
            {option.label}
          </Button>
        );
      })}
      {hidden > 0 && (
        <Button size="compact-md" radius="xl" variant="subtle" mih={34} onClick={() => setAll((a) => !a)}>
          {all ? t('categories.fewer') : t('categories.more', { count: hidden })}
        </Button>
      )}
    </Group>
  );
}
