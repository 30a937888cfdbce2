import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ContactHiddenReason } from '@rishta/domain';
import { useCountryName } from '@/lib/country-name';
import { useFixedValues, type FixedValues } from '@/lib/fixed-values';
import { HandicapIcon } from './handicap-icon';
import { InfoTable, type InfoRow } from './info-table';
import type { ProfileView } from './profile-api';

type T = TFunction;

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');

/** "3 (2 married)", or just the count when nobody is married or the married count is unknown. */
function siblings(t: T, total: number | null | undefined, married: number | null | undefined) {
  if (total === null || total === undefined) return null;
  return married ? t('values.siblings', { total, married }) : String(total);
}

function personalRows(t: T, p: ProfileView, fixed: FixedValues): InfoRow[] {
  const handicap = p.physical_status === 'Handicap';
  return [
    { key: 'age', label: t('fields.age'), value: p.age === null ? null : t('values.age', { age: p.age }) },
    { key: 'year', label: t('fields.yearOfBirth'), value: p.year_of_birth },
    // <bdi>: '5 ft 4 in' would read 'ft 4 in 5' inside a right-to-left (Urdu) page.
    {
      key: 'height',
      label: t('fields.height'),
      value: p.height ? <bdi>{fixed.height(p.height)}</bdi> : null,
    },
    {
      key: 'weight',
      label: t('fields.weight'),
      value: p.weight ? t('values.weight', { weight: p.weight }) : null,
    },
    {
      key: 'status',
      label: t('fields.maritalStatus'),
      value: p.martial_status ? fixed.value('maritalStatus', p.martial_status) : null,
    },
    { key: 'statusDetail', label: t('fields.statusDetail'), value: p.detail_for_this_status },
    { key: 'duration', label: t('fields.duration'), value: p.duration_after_khula_or_divorce },
    {
      key: 'children',
      label: t('fields.children'),
      value: p.martial_status === 'Unmarried' ? null : p.no_of_children,
    },
    {
      key: 'education',
      label: t('fields.education'),
      value: p.education ? fixed.value('education', p.education) : null,
    },
    { key: 'degree', label: t('fields.degree'), value: p.degree },
    {
      key: 'occupation',
      label: t('fields.occupation'),
      value: p.occupation ? fixed.value('occupation', p.occupation) : null,
    },
    { key: 'hobbies', label: t('fields.hobbies'), value: p.hobbies },
    {
      key: 'physical',
      label: t('fields.physicalStatus'),
      value: p.physical_status ? (
        <Group gap={6} wrap="nowrap" component="span">
          {handicap && <HandicapIcon label={t('values.handicapIcon')} />}
          <span>{fixed.value('physicalStatus', p.physical_status)}</span>
        </Group>
      ) : null,
    },
    { key: 'handicapDetail', label: t('fields.handicapDetail'), value: handicap ? p.handicap_detail : null },
  ];
}

function familyRows(t: T, p: ProfileView, fixed: FixedValues): InfoRow[] {
  return [
    { key: 'father', label: t('fields.fathersName'), value: p.fathers_name },
    {
      key: 'fatherJob',
      label: t('fields.fathersOccupation'),
      value: p.fathers_occupation ? fixed.value('occupation', p.fathers_occupation) : null,
    },
    { key: 'mother', label: t('fields.mothersName'), value: p.mothers_name },
    {
      key: 'motherJob',
      label: t('fields.mothersOccupation'),
      value: p.mothers_occupation ? fixed.value('occupation', p.mothers_occupation) : null,
    },
    {
      key: 'brothers',
      label: t('fields.brothers'),
      value: siblings(t, p.no_of_brothers, p.no_of_married_brothers),
    },
    {
      key: 'sisters',
      label: t('fields.sisters'),
      value: siblings(t, p.no_of_sisters, p.no_of_married_sisters),
    },
    { key: 'biradari', label: t('fields.biradari'), value: p.biradari },
    { key: 'maslak', label: t('fields.maslak'), value: p.maslak },
  ];
}

/** Numbers read left to right inside an Urdu row. */
const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;

function contactRows(t: T, p: ProfileView, fixed: FixedValues): InfoRow[] {
  const whatsapp = p.whatsapp_number
    ? p.whatsapp_number.startsWith('+')
      ? p.whatsapp_number
      : `${p.whatsapp_country_code ?? ''} ${p.whatsapp_number}`.trim()
    : null;
  return [
    {
      key: 'contactOf',
      label: t('fields.contactOf'),
      value: p.contact_of ? fixed.value('contactOf', p.contact_of) : null,
    },
    {
      key: 'number',
      label: t('fields.contactNumber'),
      value: p.contact_number ? <a href={`tel:${p.contact_number}`}>{ltr(p.contact_number)}</a> : null,
    },
    { key: 'whatsapp', label: t('fields.whatsappNumber'), value: whatsapp ? ltr(whatsapp) : null },
    { key: 'email', label: t('fields.email'), value: p.email ? ltr(p.email) : null },
  ];
}

function otherRows(t: T, p: ProfileView, country: (stored: string) => string): InfoRow[] {
  return [
    { key: 'native', label: t('fields.nativePlace'), value: join(p.city, p.state) },
    { key: 'current', label: t('fields.currentPlace'), value: join(p.city_current, p.state_current) },
    {
      key: 'country',
      label: t('fields.country'),
      value: p.country_current ? country(p.country_current) : null,
    },
    { key: 'expectations', label: t('fields.expectations'), value: p.expectations },
    { key: 'extra', label: t('fields.extraInformation'), value: p.extra_information },
  ];
}

/** The note for each reason the API gives for leaving the contact out (SPEC.md §5 visibility). */
const HIDDEN_CONTACT_NOTES: Record<ContactHiddenReason, string> = {
  login_required: 'contact.loginRequired',
  not_approved: 'contact.notApproved',
  outside_hours: 'contact.hours',
  private: 'contact.proposal',
  daily_limit: 'contact.dailyLimit',
};

/**
 * Why no number is shown. The server decides by its own clock and counts, and says why in
 * `contact_hidden_reason`; the device's clock is never asked (issue 10: at night in India the
 * page used to explain the wrong rule).
 */
function ContactNote({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('profile');
  const reason = profile.contact_hidden_reason;
  if (profile.is_owner || !reason) return null;
  return (
    <Text fz="sm" c="dimmed" mt="xs">
      {t(HIDDEN_CONTACT_NOTES[reason])}
    </Text>
  );
}

/** The Personal, Family, Contact and Other information tables of SPEC.md §2. */
export function ProfileTables({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('profile');
  const fixed = useFixedValues();
  const country = useCountryName();
  return (
    <Stack gap="md">
      <InfoTable title={t('sections.personal')} rows={personalRows(t, profile, fixed)} />
      <InfoTable title={t('sections.family')} rows={familyRows(t, profile, fixed)} />
      <InfoTable
        title={t('sections.contact')}
        rows={contactRows(t, profile, fixed)}
        footer={<ContactNote profile={profile} />}
      />
      <InfoTable title={t('sections.other')} rows={otherRows(t, profile, country)} />
    </Stack>
  );
}
