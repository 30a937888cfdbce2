import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../fields';

/** Step 4 (§3 free text). */
export function OtherStep() {
  const { t } = useTranslation('signup');
  return (
    <Stack gap="md">
      <TextField name="hobbies" label={t('fields.hobbies')} required />
      <TextAreaField
        name="expectations"
        label={t('fields.expectations')}
        description={t('hints.longText')}
        required
      />
      <TextAreaField
        name="extra_information"
        label={t('fields.extra_information')}
        description={t('hints.extraInformation')}
        required
      />
    </Stack>
  );
}
