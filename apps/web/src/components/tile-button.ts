import type { ButtonProps } from '@mantine/core';

/**
 * Buttons laid out in a grid (the owner's panel, issue 11): each fills its cell and a long label
 * (Urdu, Hindi) wraps inside it instead of being cut. A wrapped label keeps the room its script
 * needs between lines (app/global.css): at 1.3, Urdu's two lines ran into each other.
 */
export const tileButton = {
  h: 'auto',
  mih: 44,
  py: 6,
  fullWidth: true,
  styles: {
    label: {
      whiteSpace: 'normal',
      textAlign: 'center',
      lineHeight: 'calc(var(--script-line-height, 1.55) - 0.25)',
    },
  },
} satisfies Partial<ButtonProps>;
