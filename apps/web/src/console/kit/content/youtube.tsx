import { useState } from 'react';
import { Anchor, AspectRatio, Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONTENT_NS } from './content-texts';

/** The 11-character video id the API takes (content-admin-api.ts). */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
// The id inside a pasted watch, short, embed or shorts link.
const YOUTUBE_LINK =
  /^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:\S*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)([A-Za-z0-9_-]{11})/i;

export const isYoutubeId = (text: string) => YOUTUBE_ID.test(text.trim());

/** A pasted YouTube link becomes its id; anything else is left as typed for the form to check. */
export function youtubeIdFrom(text: string): string {
  const trimmed = text.trim();
  return YOUTUBE_LINK.exec(trimmed)?.[1] ?? trimmed;
}

export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;

/**
 * The video's thumbnail, from YouTube's image host (allowed by the site's CSP, as on the public
 * pages), linking to the video so the admin can check it is the right one; the image's text names
 * the link. A wrong id shows a plain box instead of a broken image.
 */
export function YoutubeThumb({ id, title, width = 160 }: { id: string; title: string; width?: number }) {
  const { t } = useTranslation(CONTENT_NS);
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === id) {
    // No picture for this id (a wrong id, or YouTube out of reach): a plain box saying so.
    return (
      <Box w={width} maw="100%" style={{ flexShrink: 0 }}>
        <AspectRatio ratio={16 / 9}>
          <Box bg="gray.2" style={{ display: 'grid', placeItems: 'center', borderRadius: 6 }}>
            <Text fz="xs" c="dimmed" ta="center" px={4}>
              {t('noThumbnail')}
            </Text>
          </Box>
        </AspectRatio>
      </Box>
    );
  }
  return (
    <Anchor
      href={youtubeWatchUrl(id)}
      target="_blank"
      rel="noopener noreferrer"
      display="block"
      w={width}
      maw="100%"
      style={{ flexShrink: 0 }}
    >
      <AspectRatio ratio={16 / 9}>
        <img
          src={`https://i.ytimg.com/vi/${id}/mqdefault.jpg`}
          alt={t('watchOnYoutube', { title })}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(id)}
          style={{ objectFit: 'cover', borderRadius: 6 }}
        />
      </AspectRatio>
    </Anchor>
  );
}
