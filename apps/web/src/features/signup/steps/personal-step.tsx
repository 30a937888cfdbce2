import { useFormContext, useWatch } from 'react-hook-form';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  EDUCATION_WITHOUT_DEGREE,
  GENDERS,
  NAME_LENGTH,
  NO_OF_CHILDREN_CHOICES,
  PHYSICAL_STATUSES,
  POLYGAMY,
  UNMARRIED,
  YEAR_OF_BIRTH_CHOICES,
} from '@rishta/domain';
import type { WizardValues } from '../form-values';
import { SelectField, TextField } from '../fields';
import { useSummaryLists } from '../api';
import { useMonthChoices } from '../month-choices';
import { useFixedValues } from '@/lib/fixed-values';
import { useWizard } from '../wizard-context';
import { ChoiceControl } from './choice-control';

const YEARS = YEAR_OF_BIRTH_CHOICES.map(String);
const CHILDREN = NO_OF_CHILDREN_CHOICES.map(String);

/** Step 1 (§3 identity, birth, body, education, health). */
export function PersonalStep() {
  const { t } = useTranslation('signup');
  const { control, getValues } = useFormContext<WizardValues>();
  const { mode, verified, advise, applyRules, onGenderChange } = useWizard();
  const summary = useSummaryLists();
  const fixed = useFixedValues();
  const months = useMonthChoices();
  const [status, education, physical] = useWatch({
    control,
    name: ['martial_status', 'education', 'physical_status'],
  });
  // §4: an unmarried person has no status detail, duration or children, so those stay hidden.
  const showStatusDetail = status !== '' && status !== UNMARRIED;
  const degreeRequired =
    education !== '' && !(EDUCATION_WITHOUT_DEGREE as readonly string[]).includes(education);

  const adviseForStatus = () => {
    const values = getValues();
    if (values.gender === 'Male' && values.martial_status === POLYGAMY) advise('polygamyWarning');
    else if (values.contact_of === 'Self' && values.martial_status === UNMARRIED)
      advise('selfUnmarriedWarning');
  };

  return (
    <Stack gap="md">
      <TextField
        name="full_name"
        label={t('fields.full_name')}
        required
        maxLength={NAME_LENGTH.max}
        autoComplete="name"
        description={verified ? t('hints.identityNeedsVerification') : undefined}
      />
      <ChoiceControl
        name="gender"
        label={t('fields.gender')}
        required
        // Fixed at sign-up: it decides who sees the profile and how its photos are protected.
        readOnly={mode === 'edit'}
        description={mode === 'edit' ? t('hints.genderFixed') : undefined}
        choices={GENDERS.map((g) => ({ value: g, label: fixed.value('gender', g) }))}
        onValueChange={(gender) => {
          onGenderChange(gender);
          adviseForStatus();
        }}
      />
      <SelectField
        name="martial_status"
        label={t('fields.martial_status')}
        required
        data={summary.marital_status.map((m) => ({
          value: m.name,
          label: fixed.value('maritalStatus', m.name),
        }))}
        onValueChange={() => {
          applyRules();
          adviseForStatus();
        }}
      />
      {showStatusDetail && (
        <>
          <TextField name="detail_for_this_status" label={t('fields.detail_for_this_status')} required />
          <TextField
            name="duration_after_khula_or_divorce"
            label={t('fields.duration_after_khula_or_divorce')}
            description={t('hints.duration')}
            required
          />
          <SelectField name="no_of_children" label={t('fields.no_of_children')} required data={CHILDREN} />
        </>
      )}
      <SelectField
        name="year_of_birth"
        label={t('fields.year_of_birth')}
        required
        data={YEARS}
        searchable
        ltr
      />
      <SelectField name="month_of_birth" label={t('fields.month_of_birth')} data={months} />
      <SelectField
        name="height"
        label={t('fields.height')}
        required
        data={summary.height.map((h) => ({ value: h.name, label: fixed.height(h.name) }))}
      />
      <TextField
        name="weight"
        label={t('fields.weight')}
        description={t('hints.weight')}
        required
        inputMode="numeric"
        maxLength={3}
        ltr
      />
      <SelectField
        name="education"
        label={t('fields.education')}
        required
        data={summary.education.map((e) => ({ value: e.name, label: fixed.value('education', e.name) }))}
      />
      <TextField
        name="degree"
        label={t('fields.degree')}
        description={t('hints.degree')}
        required={degreeRequired}
      />
      <TextField name="occupation" label={t('fields.occupation')} required />
      <ChoiceControl
        name="physical_status"
        label={t('fields.physical_status')}
        choices={PHYSICAL_STATUSES.map((p) => ({ value: p, label: fixed.value('physicalStatus', p) }))}
        onValueChange={applyRules}
      />
      {physical === 'Handicap' && (
        <TextField name="handicap_detail" label={t('fields.handicap_detail')} required />
      )}
    </Stack>
  );
}
