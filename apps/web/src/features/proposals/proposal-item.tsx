import { Link } from 'react-router';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canAnswerProposal, type ProposalItem as Item } from '@rishta/domain';
import { ProfileCard } from '@/components/profile-card';
import type { ProposalDirection } from '@/lib/queries/proposals';
import { ReceivedActions } from '@/components/proposals/received-actions';
import { ChatIcon } from '@/components/page-icons';
import { chatWithPath } from '@/config/paths';
import { ProposalContact } from './proposal-contact';

/**
 * One proposal: the other side's card (opening it with ?from=proposal, SPEC.md §2), the rejection
 * reason, the contact details the server released, and Accept/Reject while a received one is open.
 */
export function ProposalItem({ item, direction }: { item: Item; direction: ProposalDirection }) {
  const { t } = useTranslation('proposals');
  const open = canAnswerProposal(item.status);
  return (
    <Stack gap={0} h="100%">
      <ProfileCard profile={item.profile} from="proposal" />
      <Paper
        withBorder
        radius="md"
        p="sm"
        mt={-1}
        style={{ borderTopLeftRadius: 0, borderTopRightRadius: 0 }}
      >
        <Stack gap="xs">
          {item.status === 'Rejected' && item.message && (
            <Text fz="sm">
              <Text span fw={600}>
                {t('list.reason')}
              </Text>{' '}
              <bdi>{item.message}</bdi>
            </Text>
          )}
          <ProposalContact contact={item.contact} />
          {item.status === 'Accepted' && (
            // Accepted proposals make the two people friends: their chat opens from here (issue 14).
            <Button
              component={Link}
              to={chatWithPath(item.profile.id)}
              variant="light"
              size="xs"
              leftSection={<ChatIcon size={16} />}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('list.chat')}
            </Button>
          )}
          {direction === 'received' && open && (
            <ReceivedActions proposalId={item.id} name={item.profile.full_name} />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
