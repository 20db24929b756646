import { Table, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

type SimpleTableProps = {
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /**
   * The column titles, already translated; null for a column without one (its buttons), false
   * for a column this table leaves out (a tracking column when nothing has tracking yet).
   */
  headers: readonly ReactNode[];
  isStriped?: boolean;
  verticalSpacing?: MantineSpacing | number;
  testId?: string;
  /** The rows (Table.Tr). */
  children: ReactNode;
};

/**
 * A small table of a page's own rows (a log, a key list, an item's units), where a data list
 * with its filters and paging would be too much: titles on top, sideways scroll on a phone.
 */
export function SimpleTable({
  minWidth,
  headers,
  isStriped = false,
  verticalSpacing,
  testId,
  children,
}: SimpleTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped={isStriped} verticalSpacing={verticalSpacing} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {headers
              .filter((header) => header !== false)
              .map((header, index) => (
                <Table.Th key={index}>{header}</Table.Th>
              ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
