import { Button, Group, NumberInput, Textarea } from '@mantine/core';
import {
  dollarsToCents,
  isIssueResolvable,
  ISSUE_STATUS_MOVES,
  type IssueAction,
  type IssueView,
} from '@platfox/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../platform/session';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { isolate } from '../../ui/Bidi';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { hasPermission } from '../after-sale/permissions';
import { issuesApi } from './api';

type Pending =
  | { kind: 'move'; status: 'PROCESSING' | 'CLOSED' }
  | { kind: 'resolve'; action: IssueAction }
  | null;

const RESOLUTION_PERMISSION: Record<IssueAction, string> = {
  REFUND: 'ORDER_ITEM_REFUND_DETAIL_UPDATE',
  REPRINT: 'ORDER_ITEM_RESEND_DETAIL_UPDATE',
};

/**
 * The admin's actions on an issue, each confirmed first (spec 03 section 4 asks it for PROCESSING
 * and CLOSED; a refund and a reprint cannot be undone either); each offered under its permission.
 */
export function AdminIssueActions({
  issue,
  onChanged,
}: {
  issue: IssueView;
  onChanged: (issue: IssueView) => void;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [pending, setPending] = useState<Pending>(null);
  const [dollars, setDollars] = useState<number | string>('');
  const [note, setNote] = useState('');
  const act = useMutation({
    mutationFn: (what: NonNullable<Pending>) =>
      what.kind === 'move'
        ? issuesApi.move(issue.id, what.status)
        : issuesApi.resolve(issue.id, {
            action: what.action,
            ...(what.action === 'REFUND' && dollars !== ''
              ? { amount: dollarsToCents(dollars) }
              : {}),
            ...(note.trim() ? { note: note.trim() } : {}),
          }),
    onSuccess: (next) => {
      setPending(null);
      setDollars('');
      setNote('');
      onChanged(next);
    },
  });
  if (!hasPermission(user, 'ORDER_ITEM_DETAIL_UPDATE')) return null;
  const number = isolate(`#${issue.selfId}`);
  const moves = ISSUE_STATUS_MOVES[issue.status].filter(
    (status): status is 'PROCESSING' | 'CLOSED' => status === 'PROCESSING' || status === 'CLOSED',
  );
  const resolutions = isIssueResolvable(issue.status)
    ? (['REPRINT', 'REFUND'] as const).filter((action) =>
        hasPermission(user, RESOLUTION_PERMISSION[action]),
      )
    : [];
  const message =
    pending?.kind === 'move'
      ? t(
          pending.status === 'CLOSED'
            ? 'issues.status.confirmClosed'
            : 'issues.status.confirmProcessing',
          { number },
        )
      : pending?.action === 'REFUND'
        ? t('issues.resolve.confirmRefund', { number })
        : t('issues.resolve.confirmReprint', { number });
  return (
    <>
      <Group gap="xs">
        {resolutions.map((action) => (
          <Button
            key={action}
            size="xs"
            onClick={() => setPending({ kind: 'resolve', action })}
            data-testid={`issue-resolve-${action}`}
          >
            {t(action === 'REFUND' ? 'issues.resolve.refund' : 'issues.resolve.reprint')}
          </Button>
        ))}
        {moves.map((status) => (
          <Button
            key={status}
            size="xs"
            variant={status === 'CLOSED' ? 'light' : 'default'}
            color={status === 'CLOSED' ? 'red' : undefined}
            onClick={() => setPending({ kind: 'move', status })}
            data-testid={`issue-move-${status}`}
          >
            {t(status === 'CLOSED' ? 'issues.status.toClosed' : 'issues.status.toProcessing')}
          </Button>
        ))}
      </Group>
      <ConfirmDialog
        opened={pending !== null}
        title={t('issues.number', { number })}
        message={message}
        confirmLabel={
          pending?.kind === 'resolve'
            ? t(pending.action === 'REFUND' ? 'issues.resolve.refund' : 'issues.resolve.reprint')
            : t(
                pending?.status === 'CLOSED'
                  ? 'issues.status.toClosed'
                  : 'issues.status.toProcessing',
              )
        }
        isDanger={pending?.kind === 'move' && pending.status === 'CLOSED'}
        isPending={act.isPending}
        onConfirm={() => pending && act.mutate(pending)}
        onClose={() => {
          setPending(null);
          act.reset();
        }}
        testId="issue-confirm"
      >
        {pending?.kind === 'resolve' && pending.action === 'REFUND' && (
          <NumberInput
            label={t('issues.resolve.amount')}
            value={dollars}
            onChange={setDollars}
            min={0.01}
            decimalScale={2}
            prefix="$"
            data-testid="issue-refund-amount"
          />
        )}
        {pending?.kind === 'resolve' && (
          <Textarea
            label={t('issues.resolve.note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={1000}
            data-testid="issue-resolve-note"
          />
        )}
        <ApiErrorAlert error={act.error} />
      </ConfirmDialog>
    </>
  );
}
