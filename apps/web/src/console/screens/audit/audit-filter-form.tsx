import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Group, Paper, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LtrInput } from '../../kit/shell/ltr-input';
import { hasFilters, type AuditFilters, type FilterKey } from './audit-filters';
import { auditActionsQuery } from './queries';
import { useActionLabel } from '../../kit/audit/use-action-label';

/**
 * The action menu: each area first ('report.' for every report action), then every action the
 * log holds, by its human name. One the address names but the log does not (yet) is kept.
 */
function useActionOptions(current: string | undefined) {
  const { t } = useTranslation('console-audit');
  const label = useActionLabel();
  const actions = useQuery(auditActionsQuery()).data?.actions ?? [];
  const all =
    current && !actions.includes(current) && !current.endsWith('.') ? [...actions, current] : actions;
  const areas = [...new Set(all.filter((a) => a.includes('.')).map((a) => a.slice(0, a.indexOf('.') + 1)))];
  if (current?.endsWith('.') && !areas.includes(current)) areas.push(current);
  const option = (value: string) => ({ value, label: label(value) });
  return [
    ...(areas.length ? [{ group: t('filters.areas'), items: areas.map(option) }] : []),
    ...(all.length ? [{ group: t('filters.actions'), items: all.map(option) }] : []),
  ];
}

// The fields share a row on a desktop and take a row each on a phone, but for the two dates,
// which stay side by side (a box of their own, so they never part).
const ROW = { display: 'flex', flexWrap: 'wrap', gap: 'var(--mantine-spacing-sm)' } as const;
const WIDE = { flex: '2 1 180px', minWidth: 0 };
const DATES = { display: 'flex', gap: 'var(--mantine-spacing-sm)', flex: '2 1 270px', minWidth: 0 };
const DATE = { flex: '1 1 0', minWidth: 0 };

function validate(draft: AuditFilters): Partial<Record<FilterKey, string>> {
  const errors: Partial<Record<FilterKey, string>> = {};
  if (draft.account_id && !/^[1-9]\d{0,8}$/.test(draft.account_id.trim())) errors.account_id = 'accountId';
  if (draft.from && draft.to && draft.from > draft.to) errors.to = 'toBeforeFrom';
  return errors;
}

/**
 * The filters, applied together on Apply (or Enter) so the list is not fetched at each keystroke.
 * The form starts from the address's filters; its parent renders a new one when they change.
 */
export function AuditFilterForm({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const { t } = useTranslation('console-audit');
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const [errors, setErrors] = useState<Partial<Record<FilterKey, string>>>({});
  const options = useActionOptions(draft.action);
  const set = (key: FilterKey) => (value: string | null) => setDraft((d) => ({ ...d, [key]: value ?? '' }));
  const error = (key: FilterKey) => (errors[key] ? t(`filters.errors.${errors[key]}`) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(draft);
  };
  const clear = () => {
    setDraft({});
    setErrors({});
    onApply({});
  };

  return (
    <Paper
      component="form"
      withBorder
      radius="md"
      p="md"
      onSubmit={submit}
      noValidate
      aria-label={t('filters.label')}
    >
      <Box style={ROW}>
        <LtrInput
          style={WIDE}
          label={t('filters.actor')}
          value={draft.actor ?? ''}
          onChange={(e) => set('actor')(e.currentTarget.value)}
          autoComplete="off"
        />
        <Select
          style={WIDE}
          label={t('filters.action')}
          placeholder={t('filters.anyAction')}
          data={options}
          value={draft.action || null}
          onChange={set('action')}
          searchable
          clearable
          nothingFoundMessage={t('filters.noAction')}
        />
        <LtrInput
          style={WIDE}
          label={t('filters.accountId')}
          value={draft.account_id ?? ''}
          onChange={(e) => set('account_id')(e.currentTarget.value)}
          inputMode="numeric"
          autoComplete="off"
          error={error('account_id')}
        />
        <Box style={DATES}>
          <TextInput
            style={DATE}
            type="date"
            label={t('filters.from')}
            value={draft.from ?? ''}
            onChange={(e) => set('from')(e.currentTarget.value)}
          />
          <TextInput
            style={DATE}
            type="date"
            label={t('filters.to')}
            value={draft.to ?? ''}
            onChange={(e) => set('to')(e.currentTarget.value)}
            error={error('to')}
          />
        </Box>
      </Box>
      <Group mt="sm" gap="sm">
        <Button type="submit">{t('filters.apply')}</Button>
        {(hasFilters(filters) || hasFilters(draft)) && (
          <Button variant="subtle" onClick={clear}>
            {t('filters.clear')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
