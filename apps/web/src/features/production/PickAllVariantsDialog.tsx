import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { productionApi, productionKeys } from './api';
import type { ChosenRowsDialogProps } from './usePrinterActions';

/**
 * Pick all variants (issue 6): asks with the number of to-pick units the server would pick for
 * the chosen rows' variants, then picks them all in one call by the checked-in staff member.
 */
export function PickAllVariantsDialog({ ids, actions, onClose, onDone }: ChosenRowsDialogProps) {
  const { t } = useTranslation();
  const [isRunning, setRunning] = useState(false);
  const counted = useQuery({
    queryKey: productionKeys.pickAllCount(ids ?? []),
    queryFn: ({ signal }) => productionApi.pickAllVariantsCount(ids ?? [], signal),
    enabled: ids !== null && ids.length > 0,
    staleTime: 0,
  });

  const pick = async () => {
    if (!ids || isRunning) return;
    setRunning(true);
    try {
      if (await actions.pickAllVariants(ids)) {
        onDone?.();
        onClose();
      }
    } catch {
      // The api client showed the server's refusal.
    } finally {
      setRunning(false);
    }
  };

  const count = counted.data;
  return (
    <ConfirmDialog
      opened={ids !== null}
      title={t('printerItems.pickAll.title')}
      message={
        <Text size="sm" data-testid="pick-all-count">
          {count
            ? t('printerItems.pickAll.question', {
                units: t('printerItems.pickAll.units', { count: count.units }),
                items: t('printerItems.pickAll.items', { count: count.items }),
              })
            : t('printerItems.pickAll.counting')}
        </Text>
      }
      confirmLabel={t('printerItems.pickAll.button')}
      isPending={isRunning}
      isConfirmDisabled={!count || count.units === 0}
      onConfirm={() => void pick()}
      onClose={onClose}
      testId="pick-all-variants-dialog"
    />
  );
}
