import type { ReactNode } from 'react';
import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { parseExpectation, type FixedValueKind } from '@rishta/domain';
import { useFixedValues, type FixedValues } from '@/lib/fixed-values';
import { FieldTable, type FieldRow } from './field-table';
import { birthDate, monthName } from '../../kit/format/format-date';
import { MarkedText } from './marked-text';
import type { ProfileReview } from './queries';

type Fields = ProfileReview['profile'];
type FieldName = keyof Fields & string;

/** Fields whose stored English values are shown in the console's language (issue 30). */
const FIXED_FIELDS: Partial<Record<FieldName, FixedValueKind>> = {
  martial_status: 'maritalStatus',
  physical_status: 'physicalStatus',
  education: 'education',
  contact_of: 'contactOf',
  fathers_occupation: 'occupation',
  mothers_occupation: 'occupation',
  occupation: 'occupation',
};

/** Reads the rows of the sections: each field's value as text, its blocked keywords marked. */
interface Reader {
  t: TFunction<'console-profile-review'>;
  language: string;
  fixed: FixedValues;
  profile: Fields;
  /** The field's stored value as shown: text with its keyword hits marked, a number, yes/no. */
  value: (field: FieldName) => ReactNode;
  /** A row for one stored field, labelled by its wire name. */
  row: (field: FieldName) => FieldRow;
}

function reader(
  review: ProfileReview,
  t: TFunction<'console-profile-review'>,
  language: string,
  fixed: FixedValues,
): Reader {
  const { profile } = review;
  const hitsByField = new Map<string, string[]>();
  for (const { field, keyword } of review.keyword_hits) {
    hitsByField.set(field, [...(hitsByField.get(field) ?? []), keyword]);
  }
  const value = (field: FieldName): ReactNode => {
    const stored: unknown = profile[field];
    if (typeof stored === 'boolean') return stored ? t('values.yes') : t('values.no');
    if (typeof stored === 'number') return String(stored);
    if (typeof stored !== 'string' || stored.trim() === '') return null;
    const kind = FIXED_FIELDS[field];
    const shown = kind ? fixed.value(kind, stored) : stored;
    // A fixed value with a text is one of ours, never a blocked word: it needs no marking.
    if (shown !== stored) return shown;
    return <MarkedText text={stored} keywords={hitsByField.get(field) ?? []} />;
  };
  const row = (field: FieldName): FieldRow => ({
    key: field,
    label: t(`fields.${field}`),
    value: value(field),
  });
  return { t, language, fixed, profile, value, row };
}

/** Numbers, addresses and codes read left to right inside an Urdu row. */
const ltr = (node: ReactNode) => <bdi dir="ltr">{node}</bdi>;

function personalRows({ t, language, fixed, profile: p, row }: Reader): FieldRow[] {
  return [
    row('full_name'),
    { key: 'gender', label: t('fields.gender'), value: t(`values.genders.${p.gender}`) },
    {
      key: 'date_of_birth',
      label: t('fields.date_of_birth'),
      value:
        p.age === null
          ? birthDate(p.date_of_birth, language)
          : t('values.birthAndAge', { date: birthDate(p.date_of_birth, language), age: p.age }),
    },
    {
      key: 'month_of_birth',
      label: t('fields.month_of_birth'),
      value: p.month_of_birth ? monthName(p.month_of_birth, language) : null,
    },
    row('martial_status'),
    row('detail_for_this_status'),
    row('duration_after_khula_or_divorce'),
    row('no_of_children'),
    { key: 'height', label: t('fields.height'), value: p.height ? ltr(fixed.height(p.height)) : null },
    {
      key: 'weight',
      label: t('fields.weight'),
      value: p.weight ? t('values.weight', { weight: p.weight }) : null,
    },
    row('physical_status'),
    row('handicap_detail'),
    row('biradari'),
    row('maslak'),
    row('hobbies'),
  ];
}

/** "3 (2 married)", or just the count when nobody is married or the married count is unknown. */
function siblings(t: Reader['t'], total: number | null | undefined, married: number | null | undefined) {
  if (total === null || total === undefined) return null;
  return married ? t('values.siblings', { total, married }) : String(total);
}

function familyRows({ t, profile: p, row }: Reader): FieldRow[] {
  return [
    row('fathers_name'),
    row('fathers_occupation'),
    row('mothers_name'),
    row('mothers_occupation'),
    {
      key: 'no_of_brothers',
      label: t('fields.no_of_brothers'),
      value: siblings(t, p.no_of_brothers, p.no_of_married_brothers),
    },
    {
      key: 'no_of_sisters',
      label: t('fields.no_of_sisters'),
      value: siblings(t, p.no_of_sisters, p.no_of_married_sisters),
    },
  ];
}

const workRows = ({ row }: Reader): FieldRow[] => [row('education'), row('degree'), row('occupation')];

const locationRows = ({ row }: Reader): FieldRow[] => [
  row('city'),
  row('state'),
  row('country'),
  row('city_current'),
  row('state_current'),
  row('country_current'),
  row('same_location'),
];

function contactRows({ t, profile: p, value, row }: Reader): FieldRow[] {
  const whatsapp = p.whatsapp_number.startsWith('+')
    ? p.whatsapp_number
    : `${p.whatsapp_country_code} ${p.whatsapp_number}`.trim();
  return [
    row('contact_of'),
    {
      key: 'contact_number',
      label: t('fields.contact_number'),
      value: p.contact_number ? (
        <Anchor href={`tel:${p.contact_number}`} fz="sm">
          {ltr(value('contact_number'))}
        </Anchor>
      ) : null,
    },
    {
      key: 'whatsapp_number',
      label: t('fields.whatsapp_number'),
      value: p.whatsapp_number ? ltr(whatsapp) : null,
    },
    {
      key: 'email',
      label: t('fields.email'),
      value: p.email ? (
        <Anchor href={`mailto:${p.email}`} fz="sm">
          {ltr(value('email'))}
        </Anchor>
      ) : null,
    },
    { key: 'private_contact', label: t('fields.private_contact'), value: value('private_contact') },
  ];
}

/** The free text, then the wished-for partner the owner set in the expectation dialog. */
function expectationRows({ t, profile: p, row }: Reader): FieldRow[] {
  const rows = [row('expectations'), row('extra_information')];
  if (!p.expectation_proposal) return rows;
  const wish = parseExpectation(p.expectation_proposal);
  const list = (items: readonly string[] | undefined) =>
    items && items.length > 0 ? items.join(', ') : null;
  return [
    ...rows,
    {
      key: 'wish_age',
      label: t('fields.wish_age'),
      value: wish.age ? ltr(t('values.ageRange', { from: wish.age[0], to: wish.age[1] })) : null,
    },
    { key: 'wish_state', label: t('fields.wish_state'), value: list(wish.state) },
    { key: 'wish_marital_status', label: t('fields.wish_marital_status'), value: list(wish.marital_status) },
    { key: 'wish_education', label: t('fields.wish_education'), value: list(wish.education) },
  ];
}

/** The whole profile in the sections a moderator reads it by. */
export function ProfileSections({ review }: { review: ProfileReview }) {
  const { t, i18n } = useTranslation('console-profile-review');
  const fixed = useFixedValues();
  const r = reader(review, t, i18n.language, fixed);
  return (
    <Stack gap="md">
      <FieldTable title={t('sections.personal')} rows={personalRows(r)} />
      <FieldTable title={t('sections.family')} rows={familyRows(r)} />
      <FieldTable title={t('sections.work')} rows={workRows(r)} />
      <FieldTable title={t('sections.location')} rows={locationRows(r)} />
      <FieldTable title={t('sections.contact')} rows={contactRows(r)} />
      <FieldTable title={t('sections.expectations')} rows={expectationRows(r)} />
    </Stack>
  );
}
