import { Modal, Select, Stack } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../ui/routeMeta';
import { useCurrentUser } from '../../platform/session';
import { DataList } from '../../ui/data-list/DataList';
import type { ListConfig } from '../../ui/data-list/types';
import { PageHeader } from '../../ui/PageHeader';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { useConfirmedAction } from '../../ui/useConfirmedAction';
import { SIGNATURE_LIST_MODEL, signatureKeys, signaturesApi, useForgetSignature } from './api';
import { signatureColumns, type SignatureRow } from './listConfig';
import { SignatureEditor } from './SignatureEditor';
import { CreateButton } from '../../ui/ListPage';

type Opened = { sellerId: string; name: string };

/**
 * /a/packing-slip-signature: every seller's signature. A row opens the picture (and, with the
 * update permission, replace or delete); "Set a signature" picks a seller by e-mail or name.
 */
export default function AdminSignaturesPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const user = useCurrentUser();
  const forget = useForgetSignature();
  const may = (permission: string) =>
    user?.type === 'ROOT' || (user?.permissions.includes(permission) ?? false);
  const canUpdate = may('PACKING_SLIP_SIGNATURE_DETAIL_UPDATE');
  const canView = may('PACKING_SLIP_SIGNATURE_DETAIL_ACCESS') || canUpdate;
  const [opened, setOpened] = useState<Opened | null>(null);
  const [isPicking, setPicking] = useState(false);

  const askRemove = useConfirmedAction({
    title: t('signatures.deleteTitle'),
    message: t('signatures.deleteText'),
    confirmLabel: t('signatures.delete'),
    isDanger: true,
    testId: 'signature-delete-dialog',
    run: async (row: SignatureRow) => {
      const owner = { kind: 'seller', sellerId: row.sellerId } as const;
      await signaturesApi.remove(owner);
      await forget(owner);
    },
  });
  const { askRow: askRemoveRow } = askRemove;

  const columns = useMemo(() => signatureColumns(t), [t]);
  const config = useMemo<ListConfig<'packing-slip-signature'>>(
    () => ({
      id: 'admin-packing-slip-signatures',
      empty: { message: 'signatures' },
      model: SIGNATURE_LIST_MODEL,
      defaultSort: { field: 'updatedAt', direction: 'desc' },
      rowActions: [
        {
          key: 'view',
          label: t('signatures.view'),
          icon: <IconEye size={14} />,
          isShown: () => canView,
          isMultipleClicksAllowed: true,
          isSpamGuarded: false,
          run: (row) => setOpened({ sellerId: row.sellerId, name: row.sellerName }),
        },
        {
          key: 'delete',
          label: t('signatures.delete'),
          icon: <IconTrash size={14} />,
          isShown: () => canUpdate,
          isMultipleClicksAllowed: true,
          isSpamGuarded: false,
          run: askRemoveRow,
        },
      ],
    }),
    [t, canView, canUpdate, askRemoveRow],
  );

  return (
    <>
      <PageHeader
        title={title}
        actions={
          canUpdate && (
            <CreateButton
              onClick={() => setPicking(true)}
              label={t('signatures.setForSeller')}
              testId="signature-set-for-seller"
            />
          )
        }
      />
      <DataList config={config} columns={columns} />
      <Modal
        opened={opened !== null}
        onClose={() => setOpened(null)}
        title={t('signatures.preview', { name: opened?.name ?? '' })}
        size="lg"
        centered
      >
        {opened && (
          <SignatureEditor
            owner={{ kind: 'seller', sellerId: opened.sellerId }}
            canUpdate={canUpdate}
          />
        )}
      </Modal>
      <SellerPicker
        opened={isPicking}
        onClose={() => setPicking(false)}
        onPicked={(picked) => {
          setPicking(false);
          setOpened(picked);
        }}
      />
      {askRemove.dialog}
    </>
  );
}

type SellerPickerProps = {
  opened: boolean;
  onClose: () => void;
  onPicked: (seller: Opened) => void;
};

/** Finds a seller by e-mail or name, to open its signature. */
function SellerPicker({ opened, onClose, onPicked }: SellerPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const text = search.trim();
  const found = useQuery({
    queryKey: signatureKeys.sellers('signatures', text),
    enabled: opened && text.length > 0,
    queryFn: ({ signal }) => signaturesApi.searchSellers('signatures', text, signal),
  });
  const options = (found.data ?? []).map((seller) => ({
    value: seller.id,
    label: `${seller.fullName} <${seller.email}>`,
  }));
  return (
    <Modal opened={opened} onClose={onClose} title={t('signatures.setForSeller')} centered>
      <Stack>
        <Select
          label={t('signatures.seller')}
          placeholder={t('signatures.sellerHint')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          data={options}
          onChange={(id) => {
            const option = options.find((entry) => entry.value === id);
            if (option) onPicked({ sellerId: option.value, name: option.label });
          }}
          data-testid="signature-seller"
        />
        <ApiErrorAlert error={found.error} />
      </Stack>
    </Modal>
  );
}
