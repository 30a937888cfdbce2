import { Icon, type IconProps } from '@/components/icons';

/** The deletion requests' sidebar icon: a person with a cross, drawn like shell/icons.tsx. */
export const EraseIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0M17 8l5 5M22 8l-5 5" />
  </Icon>
);
