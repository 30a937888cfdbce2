import { Button, Group } from '@mantine/core';

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
  return (
    <Group role="group" aria-label={label} gap="xs">
      {options.map((option) => {
        const pressed = option.value === selected;
        return (
          <Button
            key={option.value}
            size="compact-md"
            radius="xl"
            variant={pressed ? 'filled' : 'light'}
            aria-pressed={pressed}
            onClick={() => onToggle(pressed ? null : option.value)}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
            h="auto"
            mih={34}
          >
            {option.label}
          </Button>
        );
      })}
    </Group>
  );
}
