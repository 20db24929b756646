import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { stockApi, stockKeys, useStockMutation } from './api';
import { useChosenWarehouse, WarehouseSelect } from './WarehouseSelect';

type Line = {
  blankApparelItemId: string | null;
  quantity: number | string;
  storageAreaId: string | null;
};
const NEW_LINE: Line = { blankApparelItemId: null, quantity: 1, storageAreaId: null };

/**
 * Record stock (spec 03's stock add): a receipt into a warehouse, or an issue out of it, of one or
 * more blank-apparel items, each into a storage area; a receipt may be in transit, expected on a
 * day (its day is the coming date of the items waiting for it).
 */
function RecordStockForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const chosen = useChosenWarehouse();
  const warehouseId = chosen.chosen?.id ?? '';
  const [lines, setLines] = useState<Line[]>([NEW_LINE]);
  const [isOut, setOut] = useState(false);
  const [isInTransit, setInTransit] = useState(false);
  const [expectedAt, setExpectedAt] = useState<string | null>(null);
  const [ref, setRef] = useState('');
  const stockable = useQuery({
    queryKey: stockKeys.stockable,
    queryFn: ({ signal }) => stockApi.stockable(signal),
  });
  const areas = useQuery({
    queryKey: stockKeys.areas(warehouseId),
    queryFn: ({ signal }) => stockApi.areas(warehouseId, signal),
    enabled: Boolean(warehouseId),
  });
  const record = useStockMutation({
    mutationFn: () =>
      stockApi.addInventory({
        wareHouseId: warehouseId,
        blankApparelItems: lines.map((line) => ({
          blankApparelItemId: line.blankApparelItemId ?? '',
          quantity: Number(line.quantity),
          ...(line.storageAreaId ? { storageAreaId: line.storageAreaId } : {}),
        })),
        isSubtractedStock: isOut,
        inventoryRefId: ref.trim() || null,
        ...(isInTransit && !isOut
          ? {
              isInTransit: true,
              expectedAt: expectedAt ? new Date(expectedAt).toISOString() : null,
            }
          : {}),
      }),
    onSuccess: onDone,
  });
  const setLine = (index: number, change: Partial<Line>) =>
    setLines((all) => all.map((line, at) => (at === index ? { ...line, ...change } : line)));
  const items = (stockable.data ?? []).map((item) => ({ value: item.id, label: item.name }));
  const areaChoices = (areas.data ?? []).map((area) => ({ value: area.id, label: area.name }));
  return (
    <Stack gap="sm" data-testid="record-stock-form">
      <WarehouseSelect chosen={chosen} />
      {lines.map((line, index) => (
        <Group key={index} align="flex-end" gap="xs" data-testid="record-stock-line">
          <Select
            label={t('stock.item')}
            data={items}
            value={line.blankApparelItemId}
            onChange={(value) => setLine(index, { blankApparelItemId: value })}
            searchable
            flex={2}
            miw={200}
            data-testid="record-stock-item"
          />
          <NumberInput
            label={t('stock.quantity')}
            min={1}
            value={line.quantity}
            onChange={(value) => setLine(index, { quantity: value })}
            w={100}
            data-testid="record-stock-quantity"
          />
          {!isOut && (
            <Select
              label={t('stock.area')}
              data={areaChoices}
              value={line.storageAreaId}
              onChange={(value) => setLine(index, { storageAreaId: value })}
              clearable
              flex={1}
              miw={120}
              data-testid="record-stock-area"
            />
          )}
        </Group>
      ))}
      <Group>
        <Button variant="subtle" size="xs" onClick={() => setLines((all) => [...all, NEW_LINE])}>
          {t('stock.addLine')}
        </Button>
      </Group>
      <TextInput
        label={t('stock.ref')}
        value={ref}
        onChange={(e) => setRef(e.currentTarget.value)}
      />
      <Checkbox
        label={t('stock.isSubtracted')}
        checked={isOut}
        onChange={(event) => setOut(event.currentTarget.checked)}
        data-testid="record-stock-out"
      />
      {!isOut && (
        <Checkbox
          label={t('stock.inTransit')}
          checked={isInTransit}
          onChange={(event) => setInTransit(event.currentTarget.checked)}
        />
      )}
      {isInTransit && !isOut && (
        <DateInput
          label={t('stock.expectedAt')}
          value={expectedAt}
          onChange={setExpectedAt}
          minDate={new Date()}
          clearable
        />
      )}
      <ApiErrorAlert error={record.error} />
      <Group justify="flex-end">
        <Button
          onClick={() => record.mutate()}
          loading={record.isPending}
          disabled={!warehouseId || lines.some((line) => !line.blankApparelItemId)}
          data-testid="record-stock-save"
        >
          {isOut ? t('stock.issue') : t('stock.receive')}
        </Button>
      </Group>
    </Stack>
  );
}

export function RecordStockModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('stock.recordStock')} size="lg">
      {opened && <RecordStockForm onDone={onClose} />}
    </Modal>
  );
}
