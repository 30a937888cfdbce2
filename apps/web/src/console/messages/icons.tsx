import { Icon, type IconProps } from '@/components/icons';

/** The Messages screen's sidebar icon: an envelope, drawn like the console's own (shell/icons.tsx). */
export const MessagesIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </Icon>
);
