import { Icon, type IconProps } from '@/components/icons';

/** The audit log's sidebar icon (a list with a check), drawn like the console's own (shell/icons.tsx). */
export const AuditIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <path d="m3 6 1 1 2-2M3 12l1 1 2-2M3 18l1 1 2-2" />
  </Icon>
);
