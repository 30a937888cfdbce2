import { Anchor, Box, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Ago } from '../../kit/format/ago';
import { FactTable } from '../../kit/fact-table';
import { birthDate } from '../../kit/format/format-date';
import { reviewPath } from '../../kit/shell/console-paths';
import type { WaitingDocument } from './verification';
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
  const { t } = useTranslation('console-verification');
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
  const { t, i18n } = useTranslation('console-verification');
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
      value: <Ago iso={item.uploaded_on} />,
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
        <FactTable rows={rows} />
        <Anchor component={Link} to={reviewPath(item.profile_code)} fz="sm">
          {t('person.fullProfile')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
