import { Button, Tooltip } from '@mantine/core';
import type { OrderView } from '@platfox/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ISSUE_PATHS } from './api';
import { claimable, useClaimWindow } from './claimWindow';
import { ReportIssueModal, type ReportableItem } from './ReportIssueModal';

/**
 * The seller's order page's way to make a claim on its items (issue 31 item 11): open while an
 * item left the printer and is inside the claim window; otherwise shown disabled with why.
 */
export function OrderIssueButton({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const windowDays = useClaimWindow(!order.isDraft).data;
  if (order.isDraft) return null;
  const answers = order.items.map((item) => ({ item, can: claimable(item, windowDays) }));
  const items: ReportableItem[] = answers
    .filter(({ can }) => can === 'yes')
    .map(({ item }) => ({
      id: item.id,
      orderId: order.id,
      label: `${item.productTitle} · ${item.variantName} · ${item.productSku}`,
    }));
  if (items.length === 0) {
    const isClosed = answers.some(({ can }) => can === 'windowClosed');
    const hint = isClosed
      ? t('issues.claimHint.windowClosed', { count: windowDays ?? 0 })
      : t('issues.claimHint.notShipped');
    return (
      <Tooltip label={hint} multiline w={260} events={{ hover: true, focus: true, touch: true }}>
        {/* A disabled button takes no pointer events: the wrapper carries the hint. */}
        <span tabIndex={0} data-testid="order-report-issue-hint" aria-label={hint}>
          <Button variant="default" disabled data-testid="order-report-issue">
            {t('issues.raiseOnItem')}
          </Button>
        </span>
      </Tooltip>
    );
  }
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
