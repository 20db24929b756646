import { Alert, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { STORE_PLACE_MODES, type ExternalStore, type StorePlaceMode } from '@platfox/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { storeKeys, storesApi } from './api';

/**
 * The store's choice for mapped orders (issue 31 item 8, Printful's manual / auto confirm):
 * drafts the seller places, or placed at once when funded. A TikTok store set to AUTO says so
 * when the admin's rule holds it back.
 */
export function PlaceMode({ store }: { store: ExternalStore }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (placeMode: StorePlaceMode) => storesApi.setPlaceMode(store.id, { placeMode }),
    onSuccess: (saved) => {
      queryClient.setQueryData(storeKeys.detail(store.id), saved);
      notifications.show({ color: 'green', message: t('stores.placeMode.saved') });
    },
  });
  const isHeldBack = store.placeMode === 'AUTO' && !store.isAutoPlacing;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} id="place-mode-label">
        {t('stores.placeMode.label')}
      </Text>
      <SegmentedControl
        aria-labelledby="place-mode-label"
        value={store.placeMode}
        disabled={save.isPending}
        onChange={(value) => save.mutate(value as StorePlaceMode)}
        data={STORE_PLACE_MODES.map((mode) => ({
          value: mode,
          label: t(`stores.placeMode.${mode}`),
        }))}
        style={{ alignSelf: 'flex-start' }}
        data-testid="store-place-mode"
      />
      <Text size="sm" c="dimmed" data-testid="store-place-mode-hint">
        {store.placeMode === 'AUTO'
          ? t('stores.placeMode.autoHint')
          : t('stores.placeMode.manualHint')}
      </Text>
      {isHeldBack && (
        <Alert color="yellow" variant="light" data-testid="store-place-mode-ceiling">
          {t('stores.placeMode.ceilingHint')}
        </Alert>
      )}
    </Stack>
  );
}
