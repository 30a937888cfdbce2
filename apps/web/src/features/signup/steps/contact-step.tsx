import { useMemo } from 'react';
import { mobileRegisterOptions } from '@/components/form/mobile-field';
import { useFormContext, useWatch } from 'react-hook-form';
import { Alert, Checkbox, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_COUNTRY,
  DEFAULT_WHATSAPP_COUNTRY_CODE,
  MOBILE_INPUT_MAX,
  PHONE_MAX_DIGITS,
  UNMARRIED,
} from '@rishta/domain';
import type { WizardValues } from '../form-values';
import { SelectField, TextField } from '../fields';
import { useCities } from '@/lib/queries/cities';
import { useCountries } from '@/lib/queries/countries';
import { useStates } from '@/lib/queries/states';
import { useSummaryLists } from '../api';
import { useWizard } from '../wizard-context';
import { useFixedValues } from '@/lib/fixed-values';

const SET = { shouldDirty: true } as const;

/** Dial codes are shared by several countries (+1); a select needs each value once. */
function useDialCodes(current: string) {
  const { data } = useCountries();
  return useMemo(() => {
    const names = new Map<string, string[]>();
    for (const c of data ?? []) names.set(c.dial_code, [...(names.get(c.dial_code) ?? []), c.name]);
    if (!names.has(DEFAULT_WHATSAPP_COUNTRY_CODE))
      names.set(DEFAULT_WHATSAPP_COUNTRY_CODE, [DEFAULT_COUNTRY]);
    if (current && !names.has(current)) names.set(current, []);
    return [...names].map(([code, countries]) => ({
      value: code,
      label: countries.length ? `${code} ${countries.slice(0, 2).join(', ')}` : code,
    }));
  }, [data, current]);
}

function CitySelect({
  stateField,
  name,
  label,
  disabled,
}: {
  stateField: 'state' | 'state_current';
  name: 'city' | 'city_current';
  label: string;
  disabled?: boolean;
}) {
  const { control } = useFormContext<WizardValues>();
  const state = useWatch({ control, name: stateField });
  const cities = useCities(state);
  const { copyNativeIfSame } = useSameLocation();
  return (
    <SelectField
      name={name}
      label={label}
      required
      searchable
      disabled={disabled || state === ''}
      loading={cities.isFetching}
      data={(cities.data?.data ?? []).map((c) => c.name)}
      onValueChange={name === 'city' ? copyNativeIfSame : undefined}
    />
  );
}

/** §3 same_location: while ticked, the current place follows the native place. */
function useSameLocation() {
  const { getValues, setValue } = useFormContext<WizardValues>();
  const copyNativeIfSame = () => {
    const values = getValues();
    if (!values.same_location) return;
    setValue('country_current', DEFAULT_COUNTRY, SET);
    setValue('state_current', values.state, SET);
    setValue('city_current', values.city, SET);
  };
  return { copyNativeIfSame };
}

/** Step 3 (§3 contact and location). */
export function ContactStep() {
  const { t } = useTranslation('signup');
  const { control, getValues, setValue } = useFormContext<WizardValues>();
  const { mode, advise, markPrivacyChosen } = useWizard();
  const summary = useSummaryLists();
  const fixed = useFixedValues();
  const states = useStates();
  const countries = useCountries();
  const { copyNativeIfSame } = useSameLocation();
  const [livesAbroad, sameLocation, countryCurrent, privateContact, dialCode] = useWatch({
    control,
    name: ['lives_abroad', 'same_location', 'country_current', 'private_contact', 'whatsapp_country_code'],
  });
  const dialCodes = useDialCodes(dialCode);
  const stateNames = (states.data ?? []).map((s) => s.name);
  const countryNames = useMemo(() => {
    const names = (countries.data ?? []).map((c) => c.name);
    return names.includes(DEFAULT_COUNTRY) ? names : [DEFAULT_COUNTRY, ...names];
  }, [countries.data]);
  // Indian states and cities come from the reference lists; abroad the user types them.
  const currentInIndia = countryCurrent === '' || countryCurrent === DEFAULT_COUNTRY;
  const creating = mode === 'create';

  return (
    <Stack gap="md">
      {creating && (
        <Stack gap={4}>
          <Switch
            size="md"
            label={t('fields.lives_abroad')}
            checked={livesAbroad}
            onChange={(event) => setValue('lives_abroad', event.currentTarget.checked, SET)}
          />
          <Text fz="sm" c="dimmed">
            {livesAbroad ? t('hints.usernameEmail') : t('hints.usernameMobile')}
          </Text>
        </Stack>
      )}
      <SelectField
        name="contact_of"
        label={t('fields.contact_of')}
        required
        data={summary.contact_of.map((c) => ({ value: c.name, label: fixed.value('contactOf', c.name) }))}
        onValueChange={(value) => {
          if (value === 'Self' && getValues('martial_status') === UNMARRIED) advise('selfUnmarriedWarning');
        }}
      />
      <TextField
        name="contact_number"
        label={t('fields.contact_number')}
        description={creating && !livesAbroad ? t('hints.mobileLogin') : undefined}
        required
        type="tel"
        inputMode="numeric"
        autoComplete={livesAbroad ? 'tel' : 'tel-national'}
        maxLength={creating && !livesAbroad ? MOBILE_INPUT_MAX : PHONE_MAX_DIGITS}
        registerOptions={!livesAbroad ? mobileRegisterOptions : undefined}
        ltr
      />
      <SelectField
        name="whatsapp_country_code"
        label={t('fields.whatsapp_country_code')}
        required
        searchable
        data={dialCodes}
        ltr
      />
      <TextField
        name="whatsapp_number"
        label={t('fields.whatsapp_number')}
        required
        type="tel"
        inputMode="numeric"
        maxLength={PHONE_MAX_DIGITS}
        ltr
      />
      <TextField
        name="email"
        label={t('fields.email')}
        description={creating && livesAbroad ? t('hints.emailLogin') : t('hints.emailOptional')}
        required={creating && livesAbroad}
        type="email"
        inputMode="email"
        autoComplete="email"
        ltr
      />
      <Checkbox
        size="md"
        label={t('fields.private_contact')}
        description={t('hints.privateContact')}
        checked={privateContact}
        onChange={(event) => {
          markPrivacyChosen();
          setValue('private_contact', event.currentTarget.checked, SET);
        }}
      />

      <SelectField
        name="state"
        label={t('fields.state')}
        required
        searchable
        loading={states.isPending}
        data={stateNames}
        onValueChange={() => {
          setValue('city', '', SET);
          copyNativeIfSame();
        }}
      />
      <CitySelect stateField="state" name="city" label={t('fields.city')} />

      <Checkbox
        size="md"
        label={t('fields.same_location')}
        checked={sameLocation}
        onChange={(event) => {
          setValue('same_location', event.currentTarget.checked, SET);
          copyNativeIfSame();
        }}
      />
      <SelectField
        name="country_current"
        label={t('fields.country_current')}
        searchable
        disabled={sameLocation}
        data={countryNames}
        onValueChange={() => {
          setValue('state_current', '', SET);
          setValue('city_current', '', SET);
        }}
      />
      {currentInIndia ? (
        <>
          <SelectField
            name="state_current"
            label={t('fields.state_current')}
            required
            searchable
            disabled={sameLocation}
            loading={states.isPending}
            data={stateNames}
            onValueChange={() => setValue('city_current', '', SET)}
          />
          <CitySelect
            stateField="state_current"
            name="city_current"
            label={t('fields.city_current')}
            disabled={sameLocation}
          />
        </>
      ) : (
        <>
          <TextField name="state_current" label={t('fields.state_current_abroad')} required />
          <TextField name="city_current" label={t('fields.city_current')} required />
        </>
      )}
      {privateContact && (
        <Alert color="rishta" variant="light">
          {t('hints.privateContactOn')}
        </Alert>
      )}
    </Stack>
  );
}
