import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExpectationDialog } from './expectation-dialog';

/** Opens the set-expectation dialog; mounted on demand so its lists load only when asked for. */
export function ExpectationButton({ profileId, ...button }: { profileId: number } & Partial<ButtonProps>) {
  const { t } = useTranslation('proposals');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" size="md" {...button} onClick={() => setOpen(true)}>
        {t('expectation.button')}
      </Button>
      {open && <ExpectationDialog profileId={profileId} onClose={() => setOpen(false)} />}
    </>
  );
}
