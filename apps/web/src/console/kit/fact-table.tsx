import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

export interface FactRow {
  key: string;
  label: string;
  value: ReactNode;
}

/**
 * Label and value rows (a profile's fields, an account's dates): the labels as row headers, so a
 * screen reader names each value, the values wrapping long words so a phone never scrolls
 * sideways. `isolate` sets each value apart (<bdi>) for the owner's own words in any script.
 */
export function FactTable({
  rows,
  labelWidth = '40%',
  isolate = false,
}: {
  rows: FactRow[];
  labelWidth?: string;
  isolate?: boolean;
}) {
  return (
    <Table layout="fixed" verticalSpacing={isolate ? 6 : 4} fz="sm">
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" w={labelWidth} fw={600} c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {row.label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: isolate ? 'pre-line' : undefined }}>
              {isolate ? <bdi>{row.value}</bdi> : row.value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
