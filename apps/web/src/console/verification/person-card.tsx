import { Anchor, Box, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dateTime, timeAgo } from '../lib/format-time';
import { birthDate } from '../profile-review/format-date';
import { reviewPath } from '../profile-review/review-paths';
import type { WaitingDocument } from './queries';
import { useFreshLink } from './use-fresh-link';

/** The profile's first photo, clear and full size, to hold against the document's. */
function Photo({
  item,
  fetchedAt,
  renew,
}: {
  item: WaitingDocument & { photo_url: string };
  fetchedAt: number;
  renew: () => void;
}) {
  const { t } = useTranslation('admin-verification');
  const link = useFreshLink(item.photo_url, fetchedAt, renew);
  return (
    <Box
      bg="gray.1"
      style={{ aspectRatio: '3 / 4', borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
    >
      <img
        src={link.src}
        alt={t('person.photoAlt', { name: item.full_name })}
        onLoad={link.onLoad}
        onError={link.onError}
        style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
      />
    </Box>
  );
}

/** Who the document should belong to: the profile's photo, name, date of birth and city. */
export function PersonCard({
  item,
  fetchedAt,
  renew,
}: {
  item: WaitingDocument;
  fetchedAt: number;
  renew: () => void;
}) {
  const { t, i18n } = useTranslation('admin-verification');
  const rows = [
    { key: 'name', label: t('person.name'), value: <bdi>{item.full_name}</bdi> },
    {
      key: 'birth',
      label: t('person.birth'),
      value: birthDate(item.date_of_birth, i18n.language),
    },
    { key: 'city', label: t('person.city'), value: <bdi>{item.city}</bdi> },
    {
      key: 'gender',
      label: t('person.gender'),
      value: t(`person.genders.${item.gender}`, { defaultValue: item.gender }),
    },
    {
      key: 'sent',
      label: t('person.sent'),
      value: (
        <span title={dateTime(item.uploaded_on, i18n.language)}>
          {timeAgo(item.uploaded_on, i18n.language)}
        </span>
      ),
    },
  ];
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="sm">
        {item.photo_url ? (
          <Photo item={{ ...item, photo_url: item.photo_url }} fetchedAt={fetchedAt} renew={renew} />
        ) : (
          <Text fz="sm" c="dimmed">
            {t('person.noPhoto')}
          </Text>
        )}
        <Table layout="fixed" verticalSpacing={4} fz="sm">
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" w="40%" fw={600} c="gray.7">
                  {row.label}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Anchor component={Link} to={reviewPath(item.profile_code)} fz="sm">
          {t('person.fullProfile')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
