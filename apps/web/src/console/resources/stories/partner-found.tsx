import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  PARTNER_FOUND_OFFSET_MAX,
  partnerFoundOffsetRequestSchema,
  type PartnerFoundOffsetResponse,
  formatCount,
} from '@rishta/domain';
import { contentPath, contentQuery, sendContent } from '../../kit/content/content-api';
import { CONTENT_NS } from '../../kit/content/content-texts';
import { fieldError, FormError } from '../../kit/content/form-error';
import { QueryState } from '../../kit/content/list-state';
import { SectionHeader } from '../../kit/content/section-header';
import { useContentForm } from '../../kit/content/use-content-form';
import { LtrInput } from '../../kit/shell/ltr-input';

type OffsetRequest = z.output<typeof partnerFoundOffsetRequestSchema>;

/** GET /admin/content/partner-found-offset: the offset and the public number it makes. */
const offsetQuery = () => contentQuery<PartnerFoundOffsetResponse>('partner-found-offset');

const setOffset = (body: OffsetRequest) =>
  sendContent<PartnerFoundOffsetResponse>('PUT', contentPath('partner-found-offset'), body);

/** The typed offset as a number, or NaN while it is not a whole number of digits. */
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * The offset's form. The public number is the marriages recorded by carried-out deletion
 * requests plus this offset; the sum is shown as it is typed.
 */
function OffsetForm({ saved }: { saved: PartnerFoundOffsetResponse }) {
  const { t } = useTranslation(CONTENT_NS);
  const recorded = saved.count - saved.offset;
  const { form, onSubmit, formError, busy } = useContentForm<
    { offset: string },
    OffsetRequest,
    PartnerFoundOffsetResponse
  >({
    schema: partnerFoundOffsetRequestSchema,
    defaultValues: { offset: String(saved.offset) },
    send: setOffset,
    done: (answer) => t('partnerFound.saved', { count: answer.count, formatted: formatCount(answer.count) }),
  });
  const typed = whole(form.watch('offset'));
  const valid = Number.isInteger(typed) && typed >= 0 && typed <= PARTNER_FOUND_OFFSET_MAX;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {/* A text box for digits rather than Mantine's NumberInput, whose formatting library
            would be most of this screen's download; the domain's schema checks the number. */}
        <LtrInput
          {...form.register('offset')}
          inputMode="numeric"
          autoComplete="off"
          label={t('partnerFound.offset')}
          description={t('partnerFound.offsetHint')}
          maxLength={String(PARTNER_FOUND_OFFSET_MAX).length}
          error={fieldError(form.formState.errors.offset)}
          maw={260}
        />
        <Paper withBorder radius="md" p="md" bg="gray.0" aria-live="polite">
          <Stack gap={4}>
            <Text fz="sm">{t('partnerFound.recorded', { formatted: formatCount(recorded) })}</Text>
            <Text fz="lg" fw={700}>
              {valid
                ? t('partnerFound.publicCount', { formatted: formatCount(recorded + typed) })
                : t('partnerFound.publicCountUnknown')}
            </Text>
            <Text fz="xs" c="dimmed">
              {t('partnerFound.nowShown', { formatted: formatCount(saved.count) })}
            </Text>
          </Stack>
        </Paper>
        <FormError text={formError} />
        <Group>
          <Button type="submit" loading={busy}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /admin/content/partner-found: the offset behind the public "partners found" number. */
export function PartnerFoundSection() {
  const { t } = useTranslation(CONTENT_NS);
  const offset = useQuery(offsetQuery());
  return (
    <Stack gap="md" maw={640}>
      <SectionHeader title={t('partnerFound.title')} intro={t('partnerFound.intro')} />
      <QueryState query={offset}>
        {/* Keyed by the saved value, so a save (or another admin's) starts the form from it. */}
        {(saved) => <OffsetForm key={saved.offset} saved={saved} />}
      </QueryState>
    </Stack>
  );
}
