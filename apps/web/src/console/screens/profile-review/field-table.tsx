import { useId, type ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';
import { FactTable, type FactRow } from '../../kit/fact-table';

/** One field of the profile: its wire name (or a made-up key for a row built from several). */
export type FieldRow = FactRow;

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/**
 * One titled section of the profile as label/value rows. Empty fields are left out (a never-married
 * person has no divorce details). Values are the owner's own words in any script: each is isolated
 * (<bdi>) so it reads in its own direction while the column keeps the page's alignment; long words
 * wrap so the page never scrolls sideways on a phone.
 */
export function FieldTable({ title, rows }: { title: string; rows: FieldRow[] }) {
  const id = useId();
  const shown = rows.filter((row) => !isEmpty(row.value));
  if (shown.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p="sm">
      <Title order={2} fz="lg" id={id} mb="xs">
        {title}
      </Title>
      <FactTable rows={shown} labelWidth="38%" isolate />
    </Paper>
  );
}
