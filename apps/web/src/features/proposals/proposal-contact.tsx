import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { whatsappLink, type ProposalContact as Contact } from '@rishta/domain';

/**
 * The other side's contact details as the API released them (DESIGN.md §5.3): tap to call, the
 * WhatsApp chat (§9 link rule) and e-mail. Numbers read left to right even on an Urdu page.
 */
export function ProposalContact({ contact }: { contact?: Contact }) {
  const { t } = useTranslation('proposals');
  if (!contact) {
    return (
      <Text fz="xs" c="dimmed">
        {t('contact.hidden')}
      </Text>
    );
  }
  const whatsapp = contact.whatsapp_number.startsWith('+')
    ? contact.whatsapp_number
    : `${contact.whatsapp_country_code} ${contact.whatsapp_number}`;
  return (
    <Group gap="md" fz="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      <li>
        {t('contact.call')}:{' '}
        <Anchor inherit href={`tel:${contact.contact_number}`} dir="ltr">
          {contact.contact_number}
        </Anchor>
      </li>
      <li>
        {t('contact.whatsapp')}:{' '}
        <Anchor
          inherit
          href={whatsappLink(contact.whatsapp_country_code, contact.whatsapp_number)}
          target="_blank"
          rel="noopener noreferrer"
          dir="ltr"
        >
          {whatsapp}
        </Anchor>
      </li>
      {contact.email && (
        <li>
          {t('contact.email')}:{' '}
          <Anchor inherit href={`mailto:${contact.email}`} dir="ltr">
            {contact.email}
          </Anchor>
        </li>
      )}
    </Group>
  );
}
