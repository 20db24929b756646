import { Alert, Button, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isAddressEditableBySeller } from '@platfox/domain';
import { IconAlertTriangle, IconBell, IconPencil } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../platform/api';
import { formatCountry } from '../../platform/i18n/formatCountry';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { useCurrentUser } from '../../platform/session';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Fact } from '../../ui/Fact';
import { Section } from '../../ui/Section';
import { canReadOrder } from '../audit/permissions';
import { AddressFields, type SetAddressField } from './AddressFields';
import { orderKeys, ordersApi, useAddressMutation, type OrderView } from './api';
import { addressValuesOf, editedAddress, type AddressValues } from './cart';
import { canUpdateOrders } from './permissions';
import type { OrderPartProps } from './OrderActions';

/**
 * The buyer's address on the order page. Staff see the address check when it failed (and nobody
 * confirmed it) and, with the update permission, remind the seller; the seller corrects the
 * address of a placed order until its first item is picked (the server holds the same rule).
 */
export function OrderAddressSection({ order, onChanged }: OrderPartProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isSeller = user?.type === 'SELLER';
  const [editing, setEditing] = useState<AddressValues | null>(null);
  const { address } = order;
  const canEdit = isSeller && isAddressEditableBySeller(order);
  return (
    <Section title={t('orders.address.title')} testId="order-address-section">
      {canEdit && (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPencil size={14} />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => setEditing(addressValuesOf(address))}
          data-testid="order-address-edit"
        >
          {t('orders.addressCheck.edit')}
        </Button>
      )}
      {!isSeller && !order.isDraft && canReadOrder(user) && <AddressCheck orderId={order.id} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="order-address-view">
        <Fact label={t('orders.address.fullName')} dir="auto">
          {address.fullName}
        </Fact>
        <Fact label={t('orders.address.street')} dir="auto">
          {[address.street, address.street2].filter(Boolean).join(', ')}
        </Fact>
        <Fact label={t('orders.address.city')} dir="auto">
          {[address.city, address.state, address.zipcode].filter(Boolean).join(', ')}
        </Fact>
        <Fact label={t('orders.address.country')}>{formatCountry(address.country)}</Fact>
        {address.phone && (
          <Fact label={t('orders.address.phone')} dir="ltr">
            {address.phone}
          </Fact>
        )}
        {address.email && (
          <Fact label={t('orders.address.email')} dir="ltr">
            {address.email}
          </Fact>
        )}
        {order.note && (
          <Fact label={t('orders.shipping.note')} dir="auto">
            {order.note}
          </Fact>
        )}
      </SimpleGrid>
      {editing && (
        <EditAddressDialog
          orderId={order.id}
          initial={editing}
          onClose={() => setEditing(null)}
          onSaved={(next) => {
            setEditing(null);
            onChanged(next);
          }}
        />
      )}
    </Section>
  );
}

/** A failed, unconfirmed check: its problems, the last reminder, and the reminder button. */
function AddressCheck({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const check = useQuery({
    queryKey: orderKeys.addressCheck(orderId),
    queryFn: ({ signal }) => ordersApi.addressCheck(orderId, signal),
  });
  const remind = useAddressMutation({
    mutationFn: () => ordersApi.remindInvalidAddress(orderId),
    onSuccess: (answer) => {
      queryClient.setQueryData(orderKeys.addressCheck(orderId), answer);
      notifications.show({ color: 'teal', message: t('orders.addressCheck.reminded') });
    },
  });
  const data = check.data;
  if (!data || data.isValid || data.isConfirmed) return null;
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle size={18} />}
      title={t('orders.addressCheck.invalidTitle')}
      data-testid="order-address-invalid"
    >
      <Stack gap="xs">
        <List size="sm">
          {data.problems.map((problem) => (
            <List.Item key={problem.field}>
              <bdi>{problem.message}</bdi>
            </List.Item>
          ))}
        </List>
        {data.remindedAt && (
          <Text size="sm" c="dimmed" data-testid="order-address-reminded-at">
            {t('orders.addressCheck.remindedAt', { date: formatDateTime(data.remindedAt) })}
          </Text>
        )}
        {canUpdateOrders(user) && (
          <Group>
            <Button
              size="xs"
              variant="white"
              color="orange"
              leftSection={<IconBell size={14} />}
              loading={remind.isPending}
              onClick={() => remind.mutate()}
              data-testid="order-address-remind"
            >
              {t('orders.addressCheck.remind')}
            </Button>
          </Group>
        )}
        <ApiErrorAlert error={remind.error} testId="order-address-remind-error" />
      </Stack>
    </Alert>
  );
}

/** The server's messages name the address's fields; the fields read them as `address.<field>`. */
const asAddressErrors = (error: unknown): Record<string, string> =>
  isApiError(error)
    ? Object.fromEntries(
        Object.entries(error.errors).map(([field, text]) => [`address.${field}`, text]),
      )
    : {};

function EditAddressDialog({
  orderId,
  initial,
  onClose,
  onSaved,
}: {
  orderId: string;
  initial: AddressValues;
  onClose: () => void;
  onSaved: (order: OrderView) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const onField: SetAddressField = useCallback(
    (field, text) => setValues((current) => ({ ...current, [field]: text })),
    [],
  );
  const save = useAddressMutation({
    mutationFn: () => ordersApi.editAddress(orderId, editedAddress(values)!),
    onSuccess: (order) => {
      notifications.show({ color: 'teal', message: t('orders.addressCheck.saved') });
      onSaved(order);
    },
  });
  return (
    <ConfirmDialog
      opened
      size="xl"
      title={t('orders.addressCheck.editTitle')}
      message={t('orders.addressCheck.editHint')}
      confirmLabel={t('orders.addressCheck.save')}
      isPending={save.isPending}
      isConfirmDisabled={editedAddress(values) === null}
      onConfirm={() => save.mutate()}
      onClose={onClose}
      testId="order-address-dialog"
    >
      <AddressFields
        value={values}
        onField={onField}
        errors={asAddressErrors(save.error)}
        stateError={null}
      />
      <ApiErrorAlert error={save.error} />
    </ConfirmDialog>
  );
}
