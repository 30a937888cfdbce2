import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProposalModal } from './proposal-modal';
import { newSumCaptcha, whatsappLink, type SendProposalResponse } from '@rishta/domain';
import { SumCaptchaForm } from '@/components/sum-captcha';
import { useMessage } from '@/lib/use-message';
import { useSendProposal } from '@/lib/queries/proposals';
import { useErrorText } from '@/lib/error-text';

/**
 * The WhatsApp dialog (SPEC.md §2, §4, §5): locked behind a sum question, Open WhatsApp sends the
 * proposal and opens a wa.me chat with the number the send answer carries. The caller mounts it
 * afresh on every opening, so each opening asks a new question.
 */
export function WhatsAppDialog({
  profile,
  onClose,
  onSent,
}: {
  profile: { profile_code: string; full_name: string };
  onClose: () => void;
  onSent?: (answer: SendProposalResponse) => void;
}) {
  const { t } = useTranslation('proposals');
  const message = useMessage();
  const { failureText } = useErrorText();
  const [captcha] = useState(() => newSumCaptcha());
  const [unlocked, setUnlocked] = useState(false);
  const send = useSendProposal(profile.profile_code);
  const answer = send.data;
  const link = answer?.whatsapp ? whatsappLink(answer.whatsapp.country_code, answer.whatsapp.number) : null;

  const openWhatsApp = () =>
    send.mutate(undefined, {
      onSuccess: (sent) => {
        onSent?.(sent);
        // A popup blocker may refuse a window opened after the network call; the link below stays.
        if (sent.whatsapp)
          window.open(whatsappLink(sent.whatsapp.country_code, sent.whatsapp.number), '_blank', 'noopener');
      },
    });

  return (
    <ProposalModal title={t('whatsapp.title')} onClose={onClose}>
      <Stack gap="md">
        {!unlocked ? (
          <>
            <Text fz="sm">{t('whatsapp.locked', { name: profile.full_name })}</Text>
            <SumCaptchaForm
              captcha={captcha}
              onSolved={() => setUnlocked(true)}
              label={t('whatsapp.question', { a: captcha.a, b: captcha.b })}
              submitLabel={t('whatsapp.unlock')}
              wrongMessage={message('wrongValue')}
            />
          </>
        ) : !answer ? (
          <>
            <Text fz="sm">{t('whatsapp.explain', { name: profile.full_name })}</Text>
            {send.isError && (
              <Alert color="red" variant="light" role="alert">
                <bdi>{failureText(send.error, 'somethingWentWrong')}</bdi>
              </Alert>
            )}
            <Button size="md" color="teal.9" loading={send.isPending} onClick={openWhatsApp}>
              {t('whatsapp.open')}
            </Button>
          </>
        ) : (
          <>
            <Alert color="green" variant="light" role="status">
              <bdi>
                {answer.already_received
                  ? t('whatsapp.alreadyReceived', { name: profile.full_name })
                  : message('proposalSent')}
              </bdi>
            </Alert>
            {link ? (
              <Button
                component="a"
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                size="md"
                color="teal.9"
              >
                {t('whatsapp.chat')}
              </Button>
            ) : (
              <Alert color="orange" variant="light">
                <bdi>{message('contactOutsideHours')}</bdi>
              </Alert>
            )}
          </>
        )}
      </Stack>
    </ProposalModal>
  );
}
