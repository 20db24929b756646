import '@mantine/core/styles.css';
import { MantineProvider, Table, Text } from '@mantine/core';
import { createRoot } from 'react-dom/client';

/*
 * The floor of the time to rows (issue 37 item 7, bench/list-floor.ts): the app's stack alone,
 * React and Mantine's Table, drawing the same 100 rows from one fetch sent as the module starts.
 * No router, session, strings, shell or schemas: what no change to the app's own code can go under.
 */
type Row = Record<string, unknown> & { id: string };

const rows = fetch('/rows.json').then((answer) => answer.json() as Promise<Row[]>);

function Rows({ list }: { list: Row[] }) {
  const keys = Object.keys(list[0] ?? {}).filter((key) => key !== 'id');
  return (
    <Table striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          {keys.map((key) => (
            <Table.Th key={key}>{key}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {list.map((row) => (
          <Table.Tr key={row.id} data-testid="data-list-row">
            {keys.map((key) => (
              <Table.Td key={key}>
                <Text size="sm">{String(row[key] ?? '')}</Text>
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const root = createRoot(document.getElementById('root')!);
void rows.then((list) =>
  root.render(
    <MantineProvider>
      <Rows list={list} />
    </MantineProvider>,
  ),
);
