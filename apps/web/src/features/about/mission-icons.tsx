import type { ReactNode } from 'react';
import { GlobeIcon } from '@/components/icons';

function Outline({ children }: { children: ReactNode }) {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const GiftIcon = () => (
  <Outline>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7M7.5 8a2.5 2.5 0 0 1 0-5C11 3 12 8 12 8s1-5 4.5-5a2.5 2.5 0 0 1 0 5" />
  </Outline>
);

const BadgeCheckIcon = () => (
  <Outline>
    <path d="M12 2 14.6 4.3 18 4.2l.9 3.3 2.9 1.8-1.3 3.1 1.3 3.1-2.9 1.8-.9 3.3-3.4-.1L12 22l-2.6-2.3-3.4.1-.9-3.3-2.9-1.8L3.5 12 2.2 8.9l2.9-1.8.9-3.3 3.4.1z" />
    <path d="m8.5 12 2.5 2.5 4.5-5" />
  </Outline>
);

const ShieldIcon = () => (
  <Outline>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
  </Outline>
);

const NoBrokerIcon = () => (
  <Outline>
    <circle cx="12" cy="12" r="10" />
    <path d="m4.9 4.9 14.2 14.2" />
  </Outline>
);

/** One icon per promise on the About page, keyed like the `points` messages. */
export const MISSION_POINTS = [
  { key: 'free', icon: <GiftIcon /> },
  { key: 'verified', icon: <BadgeCheckIcon /> },
  { key: 'safe', icon: <ShieldIcon /> },
  { key: 'community', icon: <GlobeIcon size={22} /> },
  { key: 'noBrokers', icon: <NoBrokerIcon /> },
] as const;
