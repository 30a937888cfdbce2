import { useState, type ComponentProps } from 'react';
import { Box } from '@mantine/core';
import { UserIcon } from './icons';

/**
 * A person's photo that gives way to the no-photo picture when it cannot be loaded: an expired
 * link, or the media store briefly down (issue 33: its 503 must leave the page usable, never a
 * broken-image icon and the alt text spilling over the card).
 */
export function PhotoImg({ iconSize, ...img }: ComponentProps<'img'> & { alt: string; iconSize: number }) {
  const [failed, setFailed] = useState<string | undefined>();
  if (failed !== undefined && failed === img.src) {
    return (
      <Box
        role={img.alt ? 'img' : undefined}
        aria-label={img.alt || undefined}
        aria-hidden={img.alt ? undefined : true}
        c="rishta.3"
        w="100%"
        h="100%"
        style={{ display: 'grid', placeItems: 'center' }}
      >
        <UserIcon size={iconSize} />
      </Box>
    );
  }
  return <img {...img} alt={img.alt} onError={() => setFailed(img.src)} />;
}
