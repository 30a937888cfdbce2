import type { ComponentType } from 'react';
import {
  FacebookIcon,
  GoogleIcon,
  InstagramIcon,
  LinkedInIcon,
  TelegramIcon,
  WhatsAppIcon,
  XIcon,
  YouTubeIcon,
} from '@/components/brand-icons';
import { siteConfig } from '@/config/site';

export type SocialKey =
  'telegram' | 'whatsapp' | 'facebook' | 'google' | 'youtube' | 'linkedin' | 'instagram' | 'twitter';

export interface SocialLink {
  key: SocialKey;
  href: string | undefined;
  Icon: ComponentType<{ size?: number }>;
}

/** Our own pages, shown in the footer only when the deployment configures them. */
export const FOLLOW_LINKS: SocialLink[] = [
  { key: 'telegram', href: siteConfig.follow.telegram, Icon: TelegramIcon },
  { key: 'whatsapp', href: siteConfig.follow.whatsapp, Icon: WhatsAppIcon },
  { key: 'facebook', href: siteConfig.follow.facebook, Icon: FacebookIcon },
  { key: 'youtube', href: siteConfig.follow.youtube, Icon: YouTubeIcon },
  { key: 'linkedin', href: siteConfig.follow.linkedin, Icon: LinkedInIcon },
  { key: 'instagram', href: siteConfig.follow.instagram, Icon: InstagramIcon },
  { key: 'twitter', href: siteConfig.follow.twitter, Icon: XIcon },
];

/** Share intents of the eight networks of SPEC.md §1; they work without any account of ours. */
export function shareLinks(text: string, url: string): SocialLink[] {
  const t = encodeURIComponent(text);
  const u = encodeURIComponent(url);
  return [
    { key: 'whatsapp', href: `https://wa.me/?text=${t}%20${u}`, Icon: WhatsAppIcon },
    { key: 'telegram', href: `https://t.me/share/url?url=${u}&text=${t}`, Icon: TelegramIcon },
    { key: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, Icon: FacebookIcon },
    { key: 'twitter', href: `https://twitter.com/intent/tweet?text=${t}&url=${u}`, Icon: XIcon },
    { key: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, Icon: LinkedInIcon },
    {
      key: 'google',
      href: `mailto:?subject=${encodeURIComponent('Rishta')}&body=${t}%20${u}`,
      Icon: GoogleIcon,
    },
    { key: 'instagram', href: siteConfig.follow.instagram, Icon: InstagramIcon },
    { key: 'youtube', href: siteConfig.follow.youtube, Icon: YouTubeIcon },
  ];
}
