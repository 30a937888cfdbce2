import { Icon, type IconProps } from '@/components/icons';

/** The reports screen's sidebar icon: a flag, drawn like the console's own (shell/icons.tsx). */
export const FlagIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 22V4M4 4h13l-2 4 2 4H4" />
  </Icon>
);
