import { Group, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GENDERS, type Gender } from '@rishta/domain';

export const DEFAULT_VISITOR_GENDER: Gender = 'Female';

export const isGender = (value: string | null): value is Gender => GENDERS.some((g) => g === value);

/**
 * Visitors choose whom they look for. Logged-in users never see this: the server always shows
 * them the opposite gender (SPEC.md §1), so the pages render it only without a session.
 */
export function GenderChoice({ value, onChange }: { value: Gender; onChange: (gender: Gender) => void }) {
  const { t } = useTranslation('browse');
  return (
    <Radio.Group
      label={t('gender.label')}
      value={value}
      onChange={(next) => isGender(next) && onChange(next)}
    >
      <Group gap="lg" mt={6}>
        <Radio value="Female" label={t('gender.Female')} />
        <Radio value="Male" label={t('gender.Male')} />
      </Group>
    </Radio.Group>
  );
}
