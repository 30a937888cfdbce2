import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// A deep green, the colour our users associate with the community, with enough contrast for text.
const rishta: MantineColorsTuple = [
  '#e6f7f1',
  '#cdeee2',
  '#9cdcc4',
  '#67caa4',
  '#3dba89',
  '#22b078',
  '#0f9a66',
  '#0b7a5a',
  '#066a4d',
  '#00573e',
];

export const theme = createTheme({
  primaryColor: 'rishta',
  primaryShade: 7,
  colors: { rishta },
  // "Rishta Script" is the chosen language's own Noto font (i18n/fonts/script-font.ts), covering
  // only that script's letters; everything else, and English pages entirely, use the system font.
  fontFamily:
    '"Rishta Script", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", "Noto Nastaliq Urdu", "Noto Naskh Arabic", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // People who ask their phone for less motion get modals, drawers and menus that appear at once
  // (Mantine's transitions take 0 ms for them), as global.css stops our own animations.
  respectReducedMotion: true,
});

/** Mantine's default dimmed grey and error red are below 4.5:1 on white; darker shades stay readable. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7]!, '--mantine-color-error': t.colors.red[9]! },
  dark: {},
});
