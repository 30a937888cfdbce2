import type { ReactNode } from 'react';
import { GlobeIcon, ShareIcon, YouTubeIcon } from '@/components/icons';
import type { ScholarshipSection } from './scholarship-links';

function Outline({ children }: { children: ReactNode }) {
  return (
    <svg
      width={20}
      height={20}
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

const ChatIcon = () => (
  <Outline>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12z" />
  </Outline>
);

const MailIcon = () => (
  <Outline>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Outline>
);

/** For the "applying is free" notice. */
export const ShieldIcon = () => (
  <Outline>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
    <path d="m9 12 2 2 4-4" />
  </Outline>
);

export const SECTION_ICONS: Record<ScholarshipSection['id'], ReactNode> = {
  videoChannels: <YouTubeIcon />,
  websites: <GlobeIcon />,
  messagingGroups: <ChatIcon />,
  socialPages: <ShareIcon />,
  mail: <MailIcon />,
};
