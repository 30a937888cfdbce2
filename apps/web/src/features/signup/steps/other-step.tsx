import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TEXT_MAX } from '@rishta/domain';
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
        maxLength={TEXT_MAX.long}
      />
      <TextAreaField
        name="extra_information"
        label={t('fields.extra_information')}
        description={t('hints.extraInformation')}
        required
        maxLength={TEXT_MAX.long}
      />
    </Stack>
  );
}
