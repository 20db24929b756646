import { Button } from '@mantine/core';
import { ISSUE_RAISABLE_ITEM_STATUSES, type OrderView } from '@platfox/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ISSUE_PATHS } from './api';
import { ReportIssueModal, type ReportableItem } from './ReportIssueModal';

const isRaisable = (status: string) =>
  (ISSUE_RAISABLE_ITEM_STATUSES as readonly string[]).includes(status);

/** The seller's order page's way to raise an issue on its shipped items (absent otherwise). */
export function OrderIssueButton({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const items: ReportableItem[] = order.items
    .filter((item) => isRaisable(item.status))
    .map((item) => ({
      id: item.id,
      orderId: order.id,
      label: `${item.productTitle} · ${item.variantName} · ${item.productSku}`,
    }));
  if (order.isDraft || items.length === 0) return null;
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)} data-testid="order-report-issue">
        {t('issues.raiseOnItem')}
      </Button>
      <ReportIssueModal
        opened={isOpen}
        items={items}
        initialItemId={items[0]?.id ?? null}
        onClose={() => setOpen(false)}
        onDone={(issue) => {
          setOpen(false);
          void navigate(ISSUE_PATHS.SELLER.detail(issue.id));
        }}
      />
    </>
  );
}
