import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { blockedKeywordRequestSchema, CONTENT_TEXT_MAX, type AdminBlockedKeyword } from '@rishta/domain';
import { DeleteAction } from '../delete-action';
import { fieldError, FormError } from '../form-error';
import { ListState } from '../list-state';
import { SectionHeader } from '../section-header';
import { useContentForm } from '../use-content-form';
import { keywordRequests, keywordsQuery, type KeywordRequest } from './queries';

/** Blocks a word or phrase; the API stores it in lower case with single spaces. */
function AddKeywordForm() {
  const { t } = useTranslation('admin-content');
  const { form, errors, onSubmit, formError, busy } = useContentForm<
    { keyword: string },
    KeywordRequest,
    AdminBlockedKeyword
  >({
    schema: blockedKeywordRequestSchema,
    defaultValues: { keyword: '' },
    send: keywordRequests.add,
    done: (added) => t('keywords.added', { keyword: added.keyword }),
    resetOnDone: true,
    conflictField: 'keyword',
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-start" gap="xs">
        <TextInput
          {...form.register('keyword')}
          label={t('keywords.newKeyword')}
          description={t('keywords.newKeywordHint')}
          dir="auto"
          maxLength={CONTENT_TEXT_MAX.keyword}
          autoComplete="off"
          error={fieldError(errors.keyword)}
          style={{ flex: '1 1 16rem' }}
        />
        <Button type="submit" loading={busy} mt={{ base: 0, xs: 45 }}>
          {t('keywords.add')}
        </Button>
      </Group>
      <FormError text={formError} />
    </form>
  );
}

/** /admin/content/blocked-keywords: words a profile may not contain, checked from the next save on. */
export function BlockedKeywordsSection() {
  const { t } = useTranslation('admin-content');
  const keywords = useQuery(keywordsQuery());
  return (
    <Stack gap="md" maw={900}>
      <SectionHeader title={t('keywords.title')} intro={t('keywords.intro')} />
      <Alert variant="light" color="blue" title={t('keywords.atOnceTitle')}>
        {t('keywords.atOnce')}
      </Alert>
      <AddKeywordForm />
      <ListState query={keywords} empty={t('keywords.empty')}>
        {(list) => (
          <Stack gap="xs">
            <Text fz="sm" c="dimmed">
              {t('keywords.count', { count: list.count })}
            </Text>
            <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
              {list.results.map((item) => (
                <Paper component="li" key={item.id} withBorder radius="xl" ps="md" pe={4} py={2}>
                  <Group gap={4} wrap="nowrap">
                    <Text fz="sm" dir="auto">
                      {item.keyword}
                    </Text>
                    <DeleteAction
                      name={item.keyword}
                      question={t('keywords.deleteQuestion')}
                      done={t('keywords.deleted', { keyword: item.keyword })}
                      remove={() => keywordRequests.remove(item.id)}
                    />
                  </Group>
                </Paper>
              ))}
            </Group>
          </Stack>
        )}
      </ListState>
    </Stack>
  );
}
