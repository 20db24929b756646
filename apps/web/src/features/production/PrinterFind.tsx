import { Anchor, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { productionApi, productionKeys } from './api';

/**
 * Find: the printer types or scans an order id, a packing-slip code or a tracking code and gets
 * its own matching items, each linking to /p/order/{id}. A scanner ends with Enter, which finds.
 */
export function PrinterFind() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const found = useQuery({
    queryKey: productionKeys.find(asked),
    queryFn: ({ signal }) => productionApi.find(asked, signal),
    enabled: asked !== '',
    retry: false,
  });
  const submit = () => setAsked(text.trim());

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={4}>{t('printerItems.statistic.find')}</Title>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('printerItems.statistic.findLabel')}
              placeholder={t('printerItems.statistic.findPlaceholder')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              style={{ flex: 1 }}
              autoFocus
              data-testid="printer-find-input"
            />
            <Button type="submit" disabled={text.trim() === ''} data-testid="printer-find-submit">
              {t('printerItems.statistic.findButton')}
            </Button>
          </Group>
        </form>
        {found.data && found.data.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="printer-find-empty">
            {t('printerItems.statistic.notFound')}
          </Text>
        )}
        {found.data && found.data.length > 0 && (
          <Table striped data-testid="printer-find-results">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('printerItems.columns.order')}</Table.Th>
                <Table.Th>{t('printerItems.columns.product')}</Table.Th>
                <Table.Th>{t('printerItems.columns.quantity')}</Table.Th>
                <Table.Th>{t('printerItems.columns.status')}</Table.Th>
                <Table.Th>{t('printerItems.columns.trackingCode')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {found.data.map((item) => (
                <Table.Tr key={item.id} data-testid="printer-find-row">
                  <Table.Td>
                    <Anchor component={Link} to={`/p/order/${item.id}`} size="sm">
                      {item.orderId.slice(0, 8).toUpperCase()}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {item.productTitle}
                    <Text size="xs" c="dimmed">
                      {item.productTypeName}
                    </Text>
                  </Table.Td>
                  <Table.Td>{item.quantity}</Table.Td>
                  <Table.Td>
                    <OrderStatusBadge status={item.status} />
                  </Table.Td>
                  <Table.Td>{item.trackingCode ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
