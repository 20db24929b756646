import { Alert, Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CreateButton } from '../../ui/ListPage';
import { PageHeader } from '../../ui/PageHeader';
import { PageLoader } from '../../ui/FullPageLoader';
import { SimpleTable } from '../../ui/SimpleTable';
import { useRouteTitle } from '../../ui/routeMeta';
import { useWarehouses } from './WarehouseSelect';

/** /p/warehouses: the printer's warehouses, the default first, with what each holds. */
export default function WarehousesPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const warehouses = useWarehouses();
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <CreateButton
            to="/p/warehouse/create"
            label={t('stock.newWarehouse')}
            testId="warehouse-create"
          />
        }
      />
      {!warehouses.data ? (
        <PageLoader />
      ) : warehouses.data.length === 0 ? (
        <Alert data-testid="warehouses-empty">{t('stock.noWarehouse')}</Alert>
      ) : (
        <SimpleTable
          minWidth={640}
          testId="warehouses"
          headers={[
            t('stock.name'),
            t('stock.address'),
            t('stock.items'),
            t('stock.storageAreas'),
            t('stock.totalStock'),
          ]}
        >
          {warehouses.data.map((one) => (
            <Table.Tr key={one.id} data-testid="warehouse-row">
              <Table.Td>
                <Link to={`/p/warehouse/${one.id}`}>{one.name}</Link>
                {one.isDefault && (
                  <Badge ms="xs" variant="light">
                    {t('stock.default')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{one.address}</Table.Td>
              <Table.Td>{one.itemCount}</Table.Td>
              <Table.Td>{one.storageAreaCount}</Table.Td>
              <Table.Td data-testid="warehouse-stock">{one.totalStock}</Table.Td>
            </Table.Tr>
          ))}
        </SimpleTable>
      )}
    </>
  );
}
