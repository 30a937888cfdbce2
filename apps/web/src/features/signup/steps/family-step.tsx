import { useFormContext, useWatch } from 'react-hook-form';
import { Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EXPIRED, PARENT_FIELD_LENGTH, SIBLINGS, isExpired } from '@rishta/domain';
import type { WizardValues } from '../form-values';
import { SelectField, TextField, countChoices } from '../fields';
import { useBiradaris } from '@/lib/queries/biradaris';
import { useMaslaks } from '@/lib/queries/maslaks';
import { useWizard } from '../wizard-context';

const SIBLING_CHOICES = countChoices(SIBLINGS.max);

/** A parent's occupation with the Expired box (§4: ticking it writes 'Expired' and locks the field). */
function ParentOccupation({ name }: { name: 'fathers_occupation' | 'mothers_occupation' }) {
  const { t } = useTranslation('signup');
  const { control, setValue } = useFormContext<WizardValues>();
  const value = useWatch({ control, name });
  const expired = isExpired(value);
  return (
    <Stack gap={6}>
      <TextField
        name={name}
        label={t(`fields.${name}`)}
        required
        disabled={expired}
        maxLength={PARENT_FIELD_LENGTH.max}
      />
      <Checkbox
        size="md"
        label={t(name === 'fathers_occupation' ? 'fields.fatherExpired' : 'fields.motherExpired')}
        checked={expired}
        onChange={(event) =>
          setValue(name, event.currentTarget.checked ? EXPIRED : '', {
            shouldDirty: true,
            shouldValidate: false,
          })
        }
      />
    </Stack>
  );
}

function Siblings({
  total,
  married,
}: {
  total: 'no_of_brothers' | 'no_of_sisters';
  married: 'no_of_married_brothers' | 'no_of_married_sisters';
}) {
  const { t } = useTranslation('signup');
  const { control } = useFormContext<WizardValues>();
  const { applyRules } = useWizard();
  const count = useWatch({ control, name: total });
  const n = count === '' ? SIBLINGS.max : Number(count);
  return (
    <>
      <SelectField
        name={total}
        label={t(`fields.${total}`)}
        required
        data={SIBLING_CHOICES}
        onValueChange={applyRules}
      />
      {/* Married can never exceed the total; with none, §4 fixes it at 0. */}
      <SelectField
        name={married}
        label={t(`fields.${married}`)}
        required
        data={countChoices(n)}
        disabled={n === 0}
      />
    </>
  );
}

/** Step 2 (§3 parents, siblings, community). */
export function FamilyStep() {
  const { t } = useTranslation('signup');
  const biradaris = useBiradaris();
  const maslaks = useMaslaks();
  return (
    <Stack gap="md">
      <TextField
        name="fathers_name"
        label={t('fields.fathers_name')}
        required
        maxLength={PARENT_FIELD_LENGTH.max}
      />
      <ParentOccupation name="fathers_occupation" />
      <TextField
        name="mothers_name"
        label={t('fields.mothers_name')}
        required
        maxLength={PARENT_FIELD_LENGTH.max}
      />
      <ParentOccupation name="mothers_occupation" />
      <Siblings total="no_of_brothers" married="no_of_married_brothers" />
      <Siblings total="no_of_sisters" married="no_of_married_sisters" />
      <SelectField
        name="biradari"
        label={t('fields.biradari')}
        required
        searchable
        loading={biradaris.isPending}
        data={(biradaris.data ?? []).map((b) => b.name)}
      />
      <SelectField
        name="maslak"
        label={t('fields.maslak')}
        required
        searchable
        loading={maslaks.isPending}
        data={(maslaks.data ?? []).map((m) => m.name)}
      />
    </Stack>
  );
}
