import { Anchor, Paper } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../ui/Fact';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { ScannedUnit } from '../scan/ScannedUnit';
import type { SlipLookup } from './api';

/** Orders are named by the start of their id, as the order lists do. */
const shortId = (id: string) => id.slice(0, 8);

/** The scanned unit's item: picture, product, attributes, which unit of how many, its order. */
export function CompletedItemCard({ found }: { found: SlipLookup }) {
  const { t } = useTranslation();
  const { item, unit } = found;
  const attributes = found.attributeOptions ?? [];
  return (
    <Paper withBorder radius="md" p="lg" data-testid="completed-item">
      <ScannedUnit
        imageUrl={found.imageUrl ?? null}
        productTitle={item.productTitle}
        productTypeName={item.productTypeName}
        attributes={attributes}
        testId="completed-item"
      >
        <Fact label={t('completedScanner.item.slip')} dir="ltr">
          {unit.scanValue}
        </Fact>
        <Fact label={t('completedScanner.item.quantity')} testId="completed-item-quantity">
          {t('completedScanner.item.unitOf', { index: unit.qtyIndex, total: item.quantity })}
        </Fact>
        <Fact label={t('scan.result.status')}>
          <OrderStatusBadge status={unit.status} testId="completed-item-status" />
        </Fact>
        <Fact label={t('completedScanner.item.order')} dir="ltr">
          <Anchor
            component={Link}
            to={`/p/order/${item.id}`}
            size="sm"
            data-testid="completed-item-order"
          >
            {shortId(item.orderId)}
          </Anchor>
        </Fact>
      </ScannedUnit>
    </Paper>
  );
}
