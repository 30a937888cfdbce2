import { Icon, type IconProps } from '@/components/icons';

// The console's few icons, drawn like the site's own (components/icons.tsx): no icon library.

export const UserCheckIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0M16 11l2 2 4-4" />
  </Icon>
);
export const InboxIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M22 12h-6l-2 3h-4l-2-3H2" />
    <path d="M5.5 5.1 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.8 4H7.2a2 2 0 0 0-1.7 1.1z" />
  </Icon>
);
export const SignOutIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
  </Icon>
);
export const ShieldIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
  </Icon>
);

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

/** A person with a key: the team's accounts and their sign-in. */
export const StaffIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="7" r="4" />
    <path d="M2 21v-1a7 7 0 0 1 10-6.3" />
    <circle cx="17.5" cy="15.5" r="2.5" />
    <path d="m19.3 17.3 2.7 2.7M21 19l-1 1" />
  </Icon>
);

/** The audit log's sidebar icon (a list with a check). */
export const AuditIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <path d="m3 6 1 1 2-2M3 12l1 1 2-2M3 18l1 1 2-2" />
  </Icon>
);

/** The dashboard's sidebar icon. */
export const DashboardIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="3" width="7" height="9" rx="1" />
    <rect x="14" y="3" width="7" height="5" rx="1" />
    <rect x="14" y="12" width="7" height="9" rx="1" />
    <rect x="3" y="16" width="7" height="5" rx="1" />
  </Icon>
);

/** The deletion requests' sidebar icon: a person with a cross. */
export const EraseIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0M17 8l5 5M22 8l-5 5" />
  </Icon>
);

/** The Messages screen's sidebar icon: an envelope. */
export const MessagesIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </Icon>
);

/** The reports screen's sidebar icon: a flag. */
export const FlagIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 22V4M4 4h13l-2 4 2 4H4" />
  </Icon>
);

/** An identity card: the verification queue. */
export const IdCardIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <circle cx="8.5" cy="11" r="2" />
    <path d="M5.5 16a3 3 0 0 1 6 0M14 10h4M14 14h3" />
  </Icon>
);

/** Speech bubbles: the group forum's moderation. */
export const GroupsIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 5h12v8H8l-4 3v-3H3zM17 9h4v8h-1v3l-4-3h-5v-2" />
  </Icon>
);
