import { Icon, type IconProps } from '@/components/icons';

// The Staff screen's icon, drawn like the console's own (shell/icons.tsx).

/** A person with a key: the team's accounts and their sign-in. */
export const StaffIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="7" r="4" />
    <path d="M2 21v-1a7 7 0 0 1 10-6.3" />
    <circle cx="17.5" cy="15.5" r="2.5" />
    <path d="m19.3 17.3 2.7 2.7M21 19l-1 1" />
  </Icon>
);
