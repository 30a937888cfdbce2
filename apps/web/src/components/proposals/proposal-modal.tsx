import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/**
 * The proposal dialogs' frame: full screen on a phone, where the keyboard leaves little room and a
 * half-hidden page behind the dialog only distracts; a centred dialog on larger screens.
 */
export function ProposalModal({
  title,
  onClose,
  size = 'md',
  children,
}: {
  title: string;
  onClose: () => void;
  size?: 'md' | 'lg';
  children: ReactNode;
}) {
  const { t } = useTranslation('proposals');
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
      fullScreen={phone}
      size={size}
    >
      {children}
    </Modal>
  );
}
