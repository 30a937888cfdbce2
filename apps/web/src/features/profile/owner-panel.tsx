import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VerifyProfileDialog } from '@/components/verify-profile-dialog';
import { BookIcon, EyeIcon } from '@/components/page-icons';
import { tileButton } from '@/components/tile-button';
import { useMessage } from '@/lib/use-message';
import { useStanding } from '@/lib/standing';
import { askForEmail } from '@/lib/email-question-answer';
import { useOwnProfile } from '@/lib/queries/own-profile';
import { StandingNotice } from '@/components/standing/standing-notice';
import { DownloadMyData } from './download-my-data';
import { useUpdateCachedProfile, type ProfileView } from './profile-api';
import { accountEmail, canSendVerificationDocument, type ProfileDetail, formatCount } from '@rishta/domain';
import { deleteProfilePath, paths } from '@/config/paths';
import { lazyPart } from '@/lib/lazy-part';

// Its own chunk and translations (the proposals area), so the owner's page is not held up by them.
const OwnerProposals = lazyPart(() =>
  import('./owner-proposals').then((m) => ({ default: m.OwnerProposals })),
);
// Issue 13: the moderators' warnings and the owner's own reports, in one chunk of their own (most
// owners have neither, and visitors never need them).
const ModeratorNotices = lazyPart(() =>
  import('@/components/notices/owner-moderation').then((m) => ({ default: m.ModeratorNotices })),
);
const ModerationHistory = lazyPart(() =>
  import('@/components/notices/owner-moderation').then((m) => ({ default: m.ModerationHistory })),
);
// The e-mail dialog (decision 060) and its texts load when the owner opens it.
const EmailDialog = lazyPart(() =>
  import('@/components/email-dialog').then((m) => ({ default: m.EmailDialog })),
);

/**
 * What only the owner sees (SPEC.md §2, §4): visitors, edit, proposal counts and expectations,
 * the course, verification and the delete request.
 */
export function OwnerPanel({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('profile');
  const message = useMessage();
  const [verifying, setVerifying] = useState(false);
  const updateCached = useUpdateCachedProfile(profile.slug);
  const status = profile.verification_status;
  // The tile stays while In Process, disabled, to say a document waits (a rejected profile has its
  // own button below); whether a document may be sent is the domain's rule.
  const showVerifyTile = status === 'Not Verified' || status === 'In Process';
  const standing = useStanding();
  // Whether the account has an e-mail address is read from the own profile (the detail answer
  // does not carry the login): while it has none, the owner may add one here.
  const own = useOwnProfile(profile.id);
  const withoutEmail = own.data !== undefined && accountEmail(own.data) === null;
  const [addingEmail, setAddingEmail] = useState(false);
  const ownEmail = own.data?.email;
  const shownEmail = profile.email;

  // The first visit here asks an account without an address, unless a login already did.
  useEffect(() => askForEmail(profile.id), [profile.id]);
  // An address saved in the dialog reaches the contact table on this page too.
  useEffect(() => {
    if (ownEmail && ownEmail !== shownEmail) updateCached({ email: ownEmail });
  }, [ownEmail, shownEmail, updateCached]);

  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="sm">
        <Suspense fallback={null}>
          <ModeratorNotices />
        </Suspense>
        <StandingNotice standing={standing.data} />
        {profile.view_count !== undefined && (
          <Text fz="sm">
            <EyeIcon size={16} style={{ verticalAlign: 'text-bottom', marginInlineEnd: 6 }} />
            {t('owner.viewCount', {
              count: profile.view_count,
              formatted: formatCount(profile.view_count),
            })}
          </Text>
        )}
        {/* One organised panel (issue 11) instead of a row of wrapping pills: the main action
            first, then the others in an even grid. */}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          <Button component={Link} to={paths.editProfile} size="md" {...tileButton}>
            {t('owner.edit')}
          </Button>
          <Button component={Link} to={paths.visitors} variant="light" size="md" {...tileButton}>
            {t('owner.visitors')}
          </Button>
          <Button
            component={Link}
            to={paths.guidelines}
            variant="light"
            size="md"
            {...tileButton}
            leftSection={<BookIcon size={18} />}
          >
            {t('owner.course')}
          </Button>
          {showVerifyTile && (
            <Button
              variant="outline"
              size="md"
              {...tileButton}
              disabled={!canSendVerificationDocument(status)}
              onClick={() => setVerifying(true)}
            >
              {status === 'In Process' ? t('owner.verifyInProcess') : t('owner.verify')}
            </Button>
          )}
          {withoutEmail && (
            <Button variant="light" size="md" {...tileButton} onClick={() => setAddingEmail(true)}>
              {t('owner.addEmail')}
            </Button>
          )}
        </SimpleGrid>
        <Suspense fallback={null}>
          <OwnerProposals profileId={profile.id} counts={profile.proposal_counts} />
        </Suspense>
        {status === 'Not Verified' && profile.verification_remarks && (
          // A verified owner changed their name or birth date (issue 10): say why the badge went.
          // Admins only remark on a decision (Verified/Rejected), so a remark on a Not Verified
          // profile is always this one, written by the server.
          <Alert color="yellow" variant="light" title={t('owner.reverifyTitle')}>
            <Text fz="sm" dir="auto">
              {message('verificationResetAfterEdit')}
            </Text>
          </Alert>
        )}
        {status === 'Rejected' && (
          <Alert color="red" variant="light" title={t('owner.rejectedTitle')}>
            <Stack gap="xs" align="flex-start">
              <Text fz="sm" dir="auto">
                {profile.verification_remarks || t('owner.rejectedNoRemark')}
              </Text>
              {/* The spec offers Verify only while Not Verified, which would leave a rejected person
                  no way forward; after reading the remark they can send a better document. */}
              <Button variant="outline" color="red.9" size="sm" onClick={() => setVerifying(true)}>
                {t('owner.verifyAgain')}
              </Button>
            </Stack>
          </Alert>
        )}
        <Suspense fallback={null}>
          <ModerationHistory />
        </Suspense>
        {profile.deletion_requested ? (
          <Group justify="space-between" gap="xs">
            <Text fz="sm" c="red.9" fw={600}>
              <bdi>{message('deleteRequestInProcess')}</bdi>
            </Text>
            <DownloadMyData profileCode={profile.profile_code} />
          </Group>
        ) : (
          <Group justify="space-between" gap="xs">
            <DownloadMyData profileCode={profile.profile_code} />
            <Button
              component={Link}
              to={deleteProfilePath(profile.slug)}
              variant="subtle"
              color="red"
              size="md"
            >
              {t('owner.delete')}
            </Button>
          </Group>
        )}
      </Stack>
      {/* Mounted on demand: its translations (the sign-up area) load only when someone verifies. */}
      {verifying && (
        <Suspense fallback={null}>
          <VerifyProfileDialog
            opened
            onClose={() => setVerifying(false)}
            profileId={profile.id}
            onUploaded={(next) =>
              updateCached({ verification_status: next as ProfileDetail['verification_status'] })
            }
          />
        </Suspense>
      )}
      {addingEmail && (
        <Suspense fallback={null}>
          <EmailDialog opened profileId={profile.id} onClose={() => setAddingEmail(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
