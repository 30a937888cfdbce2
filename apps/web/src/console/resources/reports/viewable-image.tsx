import { Modal, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/**
 * A thumbnail that opens the image larger (a photo of the reported profile, a report's evidence).
 * The address is a staff-only signed link that lives a few minutes; it is never sent on as a
 * referrer. The image is described by `label`, which also names the button.
 */
export function ViewableImage({ src, label, size = 96 }: { src: string; label: string; size?: number }) {
  const { t } = useTranslation('console-reports');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <UnstyledButton
        onClick={open}
        aria-label={t('image.viewLarger', { what: label })}
        title={t('image.viewLarger', { what: label })}
        style={{
          borderRadius: 'var(--mantine-radius-sm)',
          overflow: 'hidden',
          border: '1px solid var(--mantine-color-gray-3)',
          flexShrink: 0,
          lineHeight: 0,
        }}
      >
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          referrerPolicy="no-referrer"
          style={{ objectFit: 'cover', display: 'block', background: 'var(--mantine-color-gray-1)' }}
        />
      </UnstyledButton>
      <Modal
        opened={opened}
        onClose={close}
        title={label}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': t('image.close') }}
      >
        <img
          src={src}
          alt={label}
          referrerPolicy="no-referrer"
          style={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', margin: '0 auto' }}
        />
      </Modal>
    </>
  );
}
