import {
  Alert,
  Box,
  Button,
  Container,
  Grid,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
  useDirection,
} from '@mantine/core';
import type { InventoryItem } from '@platfox/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStore } from '../../platform/store';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { useRouteTitle } from '../../ui/routeMeta';
import { SlipScanInput } from '../scan/SlipScanInput';
import { PrinterStaff } from '../staff/PrinterStaff';
import { StaffButton } from '../staff/StaffButton';
import { requestStaffScan, staffStore } from '../staff/staffSession';
import { stockApi, stockKeys, useStockMutation } from './api';
import { InventoryItemCard } from './InventoryItemCard';
import { useChosenWarehouse, WarehouseSelect } from './WarehouseSelect';

type Direction = 'IN' | 'OUT';

/**
 * /inventory: the kiosk at the receiving desk, full screen without the app's layout. A scanner
 * (or a person) enters a blank-apparel item code; the desk chooses in or out, a quantity and a
 * storage area and records it through the inventory endpoint, as /p/inventories would. Like the
 * scan station it works as the printer account with a staff member checked in (the same QR
 * check-in and 5-minute check), so a desk left without anyone on duty records nothing.
 */
export default function InventoryFloorPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const { dir } = useDirection();
  const chosen = useChosenWarehouse();
  const warehouseId = chosen.chosen?.id ?? '';
  const { staffId } = useStore(staffStore);
  const [value, setValue] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [direction, setDirection] = useState<Direction>('IN');
  const [quantity, setQuantity] = useState<number | string>(1);
  const [areaId, setAreaId] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const item = useQuery({
    queryKey: stockKeys.floorItem(warehouseId, code ?? ''),
    queryFn: ({ signal }) => stockApi.inventoryItem({ code: code ?? '', warehouseId }, signal),
    enabled: Boolean(code && warehouseId),
    retry: false,
  });
  const areas = useQuery({
    queryKey: stockKeys.areas(warehouseId),
    queryFn: ({ signal }) => stockApi.areas(warehouseId, signal),
    enabled: Boolean(warehouseId),
  });
  const record = useStockMutation({
    mutationFn: (scanned: InventoryItem) =>
      stockApi.addInventory({
        wareHouseId: scanned.warehouseId,
        blankApparelItems: [
          {
            blankApparelItemId: scanned.blankApparelItemId,
            quantity: Number(quantity),
            ...(direction === 'IN' && chosenArea(scanned)
              ? { storageAreaId: chosenArea(scanned) }
              : {}),
          },
        ],
        isSubtractedStock: direction === 'OUT',
      }),
    onSuccess: (_answer, scanned) => {
      setDone(
        t(direction === 'IN' ? 'stock.floor.receivedOk' : 'stock.floor.issuedOk', {
          count: Number(quantity),
          name: scanned.name,
        }),
      );
      setQuantity(1);
      input.current?.focus();
    },
  });

  // The area picked for this item, else where the item is kept now.
  const chosenArea = (scanned: InventoryItem) => areaId ?? scanned.stockItem?.storageAreaId ?? null;

  const scan = (raw: string) => {
    const scanned = raw.trim();
    setValue('');
    if (scanned === '') return;
    setDone(null);
    setAreaId(null);
    record.reset();
    setCode(scanned);
  };

  const submit = () => {
    if (!item.data) return;
    if (!staffId) {
      requestStaffScan();
      return;
    }
    record.mutate(item.data);
  };

  const quantityValid = Number.isInteger(Number(quantity)) && Number(quantity) >= 1;

  return (
    <Box mih="100vh" bg="var(--mantine-color-body)" py="md">
      <PrinterStaff />
      <Container size="lg" px={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap" miw={0}>
              <Button
                component={Link}
                to="/p/inventories"
                variant="subtle"
                px={6}
                aria-label={t('stock.floor.back')}
                data-testid="floor-back"
              >
                <IconArrowLeft
                  size={18}
                  style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined}
                />
              </Button>
              <Title order={1} fz={{ base: 'h3', sm: 'h2' }} data-testid="page-title">
                {title}
              </Title>
            </Group>
            <StaffButton />
          </Group>
          {chosen.warehouses.length === 0 && !chosen.isLoading ? (
            <Alert color="yellow" data-testid="floor-no-warehouse">
              {t('stock.noWarehouse')}
            </Alert>
          ) : (
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Paper withBorder radius="md" p="lg">
                  <Stack gap="md">
                    <WarehouseSelect chosen={chosen} />
                    <SlipScanInput
                      inputRef={input}
                      label={t('stock.floor.code')}
                      placeholder={t('stock.floor.codePlaceholder')}
                      submitLabel={t('stock.floor.find')}
                      value={value}
                      onValue={setValue}
                      onScan={scan}
                      isPending={item.isFetching}
                      testId="floor-code"
                    />
                  </Stack>
                </Paper>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Stack gap="md">
                  {item.error && <ApiErrorAlert error={item.error} testId="floor-code-error" />}
                  {!code && (
                    <Text c="dimmed" data-testid="floor-hint">
                      {t('stock.floor.hint')}
                    </Text>
                  )}
                  {item.data && (
                    <>
                      <InventoryItemCard item={item.data} />
                      <Paper withBorder radius="md" p="lg">
                        <Stack gap="sm">
                          <SegmentedControl
                            fullWidth
                            value={direction}
                            onChange={(next) => setDirection(next as Direction)}
                            data={[
                              { value: 'IN', label: t('stock.floor.in') },
                              { value: 'OUT', label: t('stock.floor.out') },
                            ]}
                            data-testid="floor-direction"
                          />
                          <Group grow align="flex-end" wrap="wrap">
                            <NumberInput
                              label={t('stock.quantity')}
                              min={1}
                              allowDecimal={false}
                              value={quantity}
                              onChange={setQuantity}
                              miw={120}
                              data-testid="floor-quantity"
                            />
                            {direction === 'IN' && (
                              <Select
                                label={t('stock.area')}
                                placeholder={t('stock.noArea')}
                                data={(areas.data ?? []).map((area) => ({
                                  value: area.id,
                                  label: area.name,
                                }))}
                                value={chosenArea(item.data)}
                                onChange={setAreaId}
                                clearable
                                miw={160}
                                data-testid="floor-area"
                              />
                            )}
                          </Group>
                          {record.error && (
                            <ApiErrorAlert error={record.error} testId="floor-record-error" />
                          )}
                          {done && (
                            <Alert color="teal" data-testid="floor-done">
                              {done}
                            </Alert>
                          )}
                          <Button
                            size="lg"
                            color={direction === 'IN' ? 'teal' : 'orange'}
                            disabled={!quantityValid}
                            loading={record.isPending}
                            onClick={submit}
                            data-testid="floor-record"
                          >
                            {t(
                              direction === 'IN' ? 'stock.floor.recordIn' : 'stock.floor.recordOut',
                            )}
                          </Button>
                        </Stack>
                      </Paper>
                    </>
                  )}
                </Stack>
              </Grid.Col>
            </Grid>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
