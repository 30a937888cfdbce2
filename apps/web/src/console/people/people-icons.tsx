import { Icon, type IconProps } from '@/components/icons';

// The People screen's icons, drawn like the console's own (shell/icons.tsx).

/** Two people with a magnifier: finding an account. */
export const PeopleSearchIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="7" r="4" />
    <path d="M2 21v-1a6 6 0 0 1 9.5-4.9" />
    <circle cx="17" cy="15" r="3" />
    <path d="m21.5 19.5-2.4-2.4" />
  </Icon>
);

/** Points back (left, or right in Urdu): the caller flips it for right-to-left pages. */
export const BackIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </Icon>
);
