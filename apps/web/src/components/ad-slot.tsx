import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '@/config/site';

/** The advertising slot: empty unless a deployment configures an ad (SPEC.md §1). */
export function AdSlot() {
  const { t } = useTranslation();
  const { imageUrl, linkUrl, alt } = siteConfig.ad;
  if (!imageUrl || !linkUrl) return null;
  return (
    <aside aria-label={t('ad.label')}>
      <Text fz="xs" c="dimmed">
        {t('ad.label')}
      </Text>
      <Anchor href={linkUrl} target="_blank" rel="sponsored noopener noreferrer">
        <img src={imageUrl} alt={alt} loading="lazy" style={{ maxWidth: '100%', height: 'auto' }} />
      </Anchor>
    </aside>
  );
}
