import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { peopleSearchQuerySchema } from '@rishta/domain';
import { useDomainResolver } from '@/lib/domain-resolver';
import { PeopleSearchIcon } from '../../kit/shell/icons';

interface SearchValues {
  q: string;
}

/**
 * The search box. What it searches for lives in the address (the page passes it in as `query`),
 * so the box follows Back and Forward and a shared link fills it.
 */
export function PeopleSearchForm({ query, onSearch }: { query: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('console-people');
  const resolver = useDomainResolver<SearchValues>(peopleSearchQuerySchema);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<SearchValues>({ resolver, defaultValues: { q: query } });
  useEffect(() => setValue('q', query), [query, setValue]);
  return (
    <form role="search" onSubmit={(event) => void handleSubmit(({ q }) => onSearch(q))(event)} noValidate>
      <TextInput
        {...register('q')}
        type="search"
        label={t('search.label')}
        description={t('search.hint')}
        leftSection={<PeopleSearchIcon size={18} />}
        dir="auto"
        autoComplete="off"
        spellCheck={false}
        maxLength={254}
        error={errors.q?.message ? <bdi>{errors.q.message}</bdi> : undefined}
        // The button sits beside the box itself, not beside its label and hint.
        inputContainer={(input) => (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
            <Button type="submit">{t('search.submit')}</Button>
          </Group>
        )}
      />
    </form>
  );
}
