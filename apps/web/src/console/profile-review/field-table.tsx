import { useId, type ReactNode } from 'react';
import { Paper, Table, Title } from '@mantine/core';

export interface FieldRow {
  /** The field's wire name (or a made-up key for a row built from several). */
  key: string;
  label: string;
  value: ReactNode;
}

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
      <Table layout="fixed" verticalSpacing={6} fz="sm">
        <Table.Tbody>
          {shown.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" w="38%" fw={600} c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {row.label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                <bdi>{row.value}</bdi>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
