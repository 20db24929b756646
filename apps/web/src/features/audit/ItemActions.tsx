import { Button, FileButton, Group, TextInput } from '@mantine/core';
import { isCarrierCode } from '@platfox/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../platform/session';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { saveFile } from '../../ui/download';
import { TrackingModal } from '../../ui/data-list/tracking/TrackingModal';
import { dayToIso } from '../production/actions';
import { addTracking, auditApi, setShipping, uploadLabel } from './api';
import { itemButtons, type ActedItem } from './itemRules';
import { PdfPreviewModal } from './PdfPreviewModal';
import { canReadItem, canUpdateItem } from './permissions';
import { RefundModal } from './RefundModal';
import { useItemRun } from './useItemRun';

export type ItemForActions = ActedItem & {
  total: number;
  trackingCarrierCode: string | null;
  isDisallowShipping: boolean;
};

type Asked = 'cancel' | 'reset' | 'complete' | null;
type Opened = 'refund' | 'comingStock' | 'tracking' | 'preview' | null;

/**
 * The admin's actions on an item (/a/order-item/{id}; spec 03 section 6): each button under its
 * permission and the item's status; what cannot be undone is asked again; a refusal shows the
 * server's message.
 */
export function ItemActions({ item, onChanged }: { item: ItemForActions; onChanged: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const mayUpdate = canUpdateItem(user);
  const mayRead = canReadItem(user);
  const shown = itemButtons(item);
  const { run, running } = useItemRun(onChanged);
  const [asked, setAsked] = useState<Asked>(null);
  const [opened, setOpened] = useState<Opened>(null);
  const [day, setDay] = useState('');
  const ids = [item.id];
  // The dialog's dismiss reads "Cancel": confirming a cancel names what it cancels.
  const confirmKey =
    asked === 'reset' || asked === 'complete'
      ? (`audit.actions.${asked}` as const)
      : 'audit.actions.cancelItem';

  const confirmed = async () => {
    const action = asked;
    setAsked(null);
    if (action === 'cancel') await run('cancel', () => auditApi.cancel(ids));
    if (action === 'complete') await run('complete', () => auditApi.complete(ids));
    if (action === 'reset') await run('reset', () => auditApi.reset(item.id));
  };

  const button = (key: string, label: string, onClick: () => void, color?: string) => (
    <Button
      key={key}
      size="xs"
      variant="light"
      color={color}
      loading={running === key}
      onClick={onClick}
      data-testid={`item-action-${key}`}
    >
      {label}
    </Button>
  );

  return (
    <>
      <Group gap="xs" data-testid="item-actions">
        {mayUpdate &&
          shown.approve &&
          button(
            'approve',
            t('audit.actions.approve'),
            () => void run('approve', () => auditApi.approve(ids)),
          )}
        {mayUpdate &&
          shown.cancel &&
          button('cancel', t('audit.actions.cancel'), () => setAsked('cancel'), 'red')}
        {mayUpdate &&
          shown.complete &&
          button('complete', t('audit.actions.complete'), () => setAsked('complete'))}
        {mayUpdate &&
          shown.reset &&
          button('reset', t('audit.actions.reset'), () => setAsked('reset'), 'orange')}
        {mayUpdate &&
          shown.refund &&
          button('refund', t('audit.actions.refund'), () => setOpened('refund'), 'red')}
        {mayUpdate &&
          shown.comingStock &&
          button('comingStock', t('audit.actions.comingStock'), () => setOpened('comingStock'))}
        {mayUpdate && button('tracking', t('audit.actions.tracking'), () => setOpened('tracking'))}
        {mayUpdate && shown.uploadLabel && (
          <FileButton
            accept="application/pdf"
            onChange={(file) => file && void run('uploadLabel', () => uploadLabel(item.id, file))}
          >
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                loading={running === 'uploadLabel'}
                data-testid="item-action-uploadLabel"
              >
                {t('audit.actions.uploadLabel')}
              </Button>
            )}
          </FileButton>
        )}
        {mayRead &&
          shown.label &&
          button(
            'downloadLabel',
            t('audit.actions.downloadLabel'),
            () =>
              void run('downloadLabel', async () =>
                saveFile(await auditApi.label(item.id), `label-${item.trackingCode}.pdf`),
              ),
          )}
        {mayRead &&
          shown.label &&
          button('previewLabel', t('audit.actions.previewLabel'), () => setOpened('preview'))}
      </Group>
      <ConfirmDialog
        opened={asked !== null}
        title={t(confirmKey)}
        message={t(
          asked === 'reset'
            ? 'audit.actions.confirmReset'
            : asked === 'complete'
              ? 'audit.actions.confirmComplete'
              : 'audit.actions.confirmCancel',
        )}
        confirmLabel={t(confirmKey)}
        isDanger={asked !== 'complete'}
        onConfirm={() => void confirmed()}
        onClose={() => setAsked(null)}
        testId="item-action-confirm"
      />
      <RefundModal
        itemId={item.id}
        total={item.total}
        opened={opened === 'refund'}
        onClose={() => setOpened(null)}
        run={run}
      />
      <ConfirmDialog
        opened={opened === 'comingStock'}
        title={t('audit.comingStock.title')}
        message=""
        confirmLabel={t('audit.comingStock.save')}
        onConfirm={() => {
          setOpened(null);
          void run('comingStock', () => auditApi.comingStock(item.id, dayToIso(day)));
        }}
        onClose={() => setOpened(null)}
        testId="item-coming-stock"
      >
        <TextInput
          type="date"
          label={t('audit.comingStock.date')}
          description={t('audit.comingStock.clear')}
          value={day}
          onChange={(event) => setDay(event.currentTarget.value)}
          data-testid="item-coming-stock-date"
        />
      </ConfirmDialog>
      <TrackingModal
        opened={opened === 'tracking'}
        onClose={() => setOpened(null)}
        userType={user?.type === 'ROOT' ? 'ROOT' : 'ADMIN'}
        row={{
          id: item.id,
          status: item.status,
          trackingCode: item.trackingCode,
          trackingCarrierCode: item.trackingCarrierCode,
          isDisallowShipping: item.isDisallowShipping,
        }}
        onSave={async (value) => {
          if (!isCarrierCode(value.trackingCarrierCode)) {
            throw new Error(t('dataListPanels.tracking.carrierRequired'));
          }
          await addTracking(item.id, {
            trackingCode: value.trackingCode,
            trackingCarrierCode: value.trackingCarrierCode,
            ...(value.localTrackingNumber
              ? { localTrackingNumber: value.localTrackingNumber }
              : {}),
          });
          onChanged();
        }}
        onCancelShipping={async (id) => {
          await setShipping(id, true);
          onChanged();
        }}
        onResumeShipping={async (id) => {
          await setShipping(id, false);
          onChanged();
        }}
      />
      <PdfPreviewModal
        file={
          opened === 'preview' && item.trackingCode
            ? {
                key: `label-${item.trackingCode}`,
                title: t('audit.preview.label'),
                load: () => auditApi.labelByTrackingCode(item.trackingCode!),
              }
            : null
        }
        onClose={() => setOpened(null)}
        testId="label-preview"
      />
    </>
  );
}
