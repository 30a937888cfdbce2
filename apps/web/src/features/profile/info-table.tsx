import { useId, type ReactNode } from 'react';
import { Paper, Table, Title } from '@mantine/core';

export interface InfoRow {
  key: string;
  label: string;
  value: ReactNode;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/**
 * One titled two-column table. Rows without a value are left out, so a field the API withheld
 * (contact details) leaves no empty row behind. Values are the user's own words in any script,
 * hence dir="auto".
 */
export function InfoTable({ title, rows, footer }: { title: string; rows: InfoRow[]; footer?: ReactNode }) {
  const id = useId();
  const shown = rows.filter((row) => !isEmpty(row.value));
  return (
    <Paper withBorder radius="md" p="sm">
      <Title order={2} fz="lg" id={id} mb="xs">
        {title}
      </Title>
      {shown.length > 0 && (
        <Table aria-labelledby={id} layout="fixed" verticalSpacing={6} fz="sm">
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" w="40%" fw={600} c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {row.label}
                </Table.Th>
                <Table.Td dir="auto" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                  {row.value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {footer}
    </Paper>
  );
}
