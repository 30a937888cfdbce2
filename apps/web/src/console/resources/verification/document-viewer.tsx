import { useState } from 'react';
import { ActionIcon, Alert, Anchor, Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExternalIcon } from '@/components/icons';
import { ZoomInIcon, ZoomOutIcon } from './icons';
import { useFreshLink } from './use-fresh-link';

const ZOOMS: readonly number[] = [1, 1.5, 2, 3];
const zoomOf = (step: number) => ZOOMS[step] ?? 1;
const VIEW_HEIGHT = 'min(70dvh, 560px)';

/** An image document: fitted to the box, and zoomed in steps (the box scrolls to any part of it). */
function ImageDocument({
  src,
  alt,
  onLoad,
  onError,
}: {
  src: string;
  alt: string;
  onLoad: () => void;
  onError: () => void;
}) {
  const { t } = useTranslation('console-verification');
  const [zoom, setZoom] = useState(0);
  return (
    <Box pos="relative">
      <Box
        h={VIEW_HEIGHT}
        bg="gray.1"
        style={{ overflow: 'auto', borderRadius: 'var(--mantine-radius-sm)' }}
        data-testid="document-box"
      >
        <img
          src={src}
          alt={alt}
          onLoad={onLoad}
          onError={onError}
          style={
            zoom === 0
              ? { display: 'block', width: '100%', height: '100%', objectFit: 'contain' }
              : { display: 'block', width: `${zoomOf(zoom) * 100}%`, maxWidth: 'none', height: 'auto' }
          }
        />
      </Box>
      <Group gap={4} pos="absolute" top={8} style={{ insetInlineEnd: 8 }}>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => setZoom((z) => Math.max(0, z - 1))}
          disabled={zoom === 0}
          aria-label={t('document.zoomOut')}
        >
          <ZoomOutIcon size={18} />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
          disabled={zoom === ZOOMS.length - 1}
          aria-label={t('document.zoomIn')}
        >
          <ZoomInIcon size={18} />
        </ActionIcon>
      </Group>
      <Text fz="xs" c="dimmed" mt={4} aria-live="polite">
        {t('document.zoom', { percent: zoomOf(zoom) * 100 })}
      </Text>
    </Box>
  );
}

/**
 * The identity document the person sent, through a signed link only staff get: an image to zoom,
 * or a PDF in the browser's own viewer. Phones without one show the link instead, and a link to
 * open it in a new tab is always there (the freshest link, so it still works minutes later).
 */
export function DocumentViewer({
  url,
  mimeType,
  fetchedAt,
  renew,
  name,
}: {
  url: string;
  mimeType: string;
  fetchedAt: number;
  renew: () => void;
  name: string;
}) {
  const { t } = useTranslation('console-verification');
  const link = useFreshLink(url, fetchedAt, renew);
  const label = t('document.label', { name });
  const pdf = mimeType === 'application/pdf';
  const newTab = (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" fz="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <ExternalIcon size={14} />
        {pdf ? t('document.openPdf') : t('document.openImage')}
      </Group>
    </Anchor>
  );
  return (
    <Box>
      {link.broken ? (
        <Alert color="red" variant="light" role="alert">
          {t('document.failed')}
        </Alert>
      ) : pdf ? (
        <object
          data={link.src}
          type="application/pdf"
          aria-label={label}
          onLoad={link.onLoad}
          style={{
            display: 'block',
            width: '100%',
            height: VIEW_HEIGHT,
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 'var(--mantine-radius-sm)',
          }}
        >
          <Text fz="sm" p="sm">
            {t('document.noPdfViewer')}
          </Text>
        </object>
      ) : (
        <ImageDocument src={link.src} alt={label} onLoad={link.onLoad} onError={link.onError} />
      )}
      <Group justify="space-between" gap="xs" mt={6}>
        <Text fz="xs" c="dimmed">
          {t('document.linkNote')}
        </Text>
        {newTab}
      </Group>
    </Box>
  );
}
