import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PersonDetail } from '@rishta/domain';
import { dateTime, timeAgo } from '../../kit/format/format-time';
import { Facts, PersonSection } from './person-section';
import { StandingBadges } from '../../kit/standing-badges';

/** When, exactly, with how long ago beside it. */
function When({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  return (
    <>
      {dateTime(iso, i18n.language)}{' '}
      <Text span c="dimmed" fz="sm">
        ({timeAgo(iso, i18n.language)})
      </Text>
    </>
  );
}

/** Whole years from a date of birth (YYYY-MM-DD) to today. */
function ageOn(dateOfBirth: string, today = new Date()): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const birthdayPassed = today.getMonth() + 1 > m || (today.getMonth() + 1 === m && today.getDate() >= d);
  return today.getFullYear() - y - (birthdayPassed ? 0 : 1);
}

/** The account: its username, when it was made, the last sign-in, and whether it may sign in. */
export function AccountSection({ person }: { person: PersonDetail }) {
  const { t } = useTranslation('console-people');
  const { account } = person;
  return (
    <PersonSection title={t('account.title')}>
      <Facts
        items={[
          { label: t('account.username'), value: <bdi dir="ltr">{account.username}</bdi> },
          { label: t('account.created'), value: <When iso={account.created_on} /> },
          {
            label: t('account.lastLogin'),
            value: account.last_login_at ? <When iso={account.last_login_at} /> : t('account.never'),
          },
          {
            label: t('account.status'),
            value: account.is_blocked ? (
              <Badge color="red.9" variant="filled">
                {t('standing.blocked', { ns: 'console' })}
              </Badge>
            ) : (
              <Badge color="teal.9" variant="outline">
                {t('account.active')}
              </Badge>
            ),
          },
        ]}
      />
    </PersonSection>
  );
}

/** The profile in brief, with where it stands; the full profile is on its review page. */
export function ProfileSection({ person }: { person: PersonDetail }) {
  const { t } = useTranslation('console-people');
  const { t: tAdmin } = useTranslation('console');
  const { profile } = person;
  if (!profile) {
    return (
      <PersonSection title={t('profile.title')}>
        <Text c="dimmed">{t('person.noProfile')}</Text>
      </PersonSection>
    );
  }
  return (
    <PersonSection title={t('profile.title')}>
      <StandingBadges
        approval={profile.approval_status}
        verification={profile.verification_status}
        blocked={person.account.is_blocked}
        listed={profile.listed}
        deletionRequested={profile.deletion_request !== null}
      />
      <Facts
        items={[
          { label: t('profile.code'), value: <bdi dir="ltr">{profile.profile_code}</bdi> },
          { label: t('profile.name'), value: <bdi>{profile.full_name}</bdi> },
          {
            label: t('profile.gender'),
            value: tAdmin(`genders.${profile.gender}`, { defaultValue: profile.gender }),
          },
          {
            label: t('profile.dateOfBirth'),
            value: (
              <>
                <bdi dir="ltr">{profile.date_of_birth}</bdi>{' '}
                <Text span c="dimmed" fz="sm">
                  ({t('profile.age', { count: ageOn(profile.date_of_birth) })})
                </Text>
              </>
            ),
          },
          { label: t('profile.city'), value: <bdi>{profile.city}</bdi> },
          { label: t('profile.lastActive'), value: <When iso={profile.last_active} /> },
        ]}
      />
    </PersonSection>
  );
}

/** How many proposals the person sent and received, and how many were accepted. */
export function ProposalsSection({ person }: { person: PersonDetail }) {
  const { t } = useTranslation('console-people');
  const counts = [
    { key: 'sent', label: t('proposals.sent'), value: person.proposals.sent },
    { key: 'received', label: t('proposals.received'), value: person.proposals.received },
    { key: 'accepted', label: t('proposals.accepted'), value: person.proposals.accepted },
  ];
  return (
    <PersonSection title={t('proposals.title')}>
      <Group component="dl" gap="xl" m={0}>
        {counts.map(({ key, label, value }) => (
          <div key={key}>
            <Text component="dt" fz="xs" c="dimmed" tt="uppercase" fw={600}>
              {label}
            </Text>
            <Text component="dd" fz={24} fw={700} m={0} data-testid={`proposals-${key}`}>
              {value}
            </Text>
          </div>
        ))}
      </Group>
    </PersonSection>
  );
}
