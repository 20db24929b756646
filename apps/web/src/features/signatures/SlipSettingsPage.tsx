import { Button, Group, MultiSelect, Paper, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  PACKING_SLIP_DESIGNATED_CREATORS_MAX,
  packingSlipSizeSchema,
  type PackingSlipSettingsView,
} from '@platfox/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../ui/routeMeta';
import { useCurrentUser } from '../../platform/session';
import { PageHeader } from '../../ui/PageHeader';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { signatureKeys, signaturesApi } from './api';

type Option = { value: string; label: string };

const optionsOf = (view: PackingSlipSettingsView): Option[] =>
  view.designatedCreators.map((creator) => ({
    value: creator.id,
    label: `${creator.fullName} <${creator.email}>`,
  }));

/**
 * /a/packing-slip-signature-size: the slip page size ("width|height|dpi") and the four designated
 * creators whose slips take the green or red band (spec 02 section 4.15).
 */
export default function SlipSettingsPage() {
  const title = useRouteTitle();
  const settings = useQuery({
    queryKey: signatureKeys.settings,
    queryFn: ({ signal }) => signaturesApi.settings(signal),
  });
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p="md" maw={640}>
        <ApiErrorAlert error={settings.error} testId="slip-settings-load-error" />
        {settings.data && <SettingsForm initial={settings.data} />}
      </Paper>
    </>
  );
}

function SettingsForm({ initial }: { initial: PackingSlipSettingsView }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const canUpdate =
    user?.type === 'ROOT' ||
    (user?.permissions.includes('PACKING_SLIP_SIZE_DETAIL_UPDATE') ?? false);
  const [size, setSize] = useState(initial.size ?? '');
  const [sizeError, setSizeError] = useState<string | null>(null);
  const [creatorIds, setCreatorIds] = useState<string[]>(initial.designatedCreatorIds);
  const [known, setKnown] = useState<Option[]>(() => optionsOf(initial));
  const [search, setSearch] = useState('');
  const text = search.trim();
  const found = useQuery({
    queryKey: signatureKeys.sellers('creators', text),
    enabled: canUpdate && text.length > 0,
    queryFn: ({ signal }) => signaturesApi.searchSellers('creators', text, signal),
  });
  const options = new Map<string, Option>(creatorIds.map((id) => [id, { value: id, label: id }]));
  for (const option of known) options.set(option.value, option);
  for (const seller of found.data ?? []) {
    options.set(seller.id, { value: seller.id, label: `${seller.fullName} <${seller.email}>` });
  }

  const save = useMutation({
    mutationFn: signaturesApi.saveSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(signatureKeys.settings, saved);
      setKnown(optionsOf(saved));
      notifications.show({ color: 'teal', message: t('signatures.settings.saved') });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = size.trim();
    // The same rule the server applies, so a typo is shown before the call.
    const checked = typed ? packingSlipSizeSchema.safeParse(typed) : null;
    if (checked && !checked.success) {
      setSizeError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setSizeError(null);
    save.mutate({ size: checked ? checked.data : null, designatedCreatorIds: creatorIds });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('signatures.settings.size')}
          description={t('signatures.settings.sizeHint')}
          placeholder="1200|1800|300"
          value={size}
          disabled={!canUpdate}
          onChange={(event) => setSize(event.currentTarget.value)}
          error={sizeError}
          data-testid="slip-settings-size"
        />
        <MultiSelect
          label={t('signatures.settings.creators')}
          description={t('signatures.settings.creatorsHint')}
          searchable
          disabled={!canUpdate}
          maxValues={PACKING_SLIP_DESIGNATED_CREATORS_MAX}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          data={[...options.values()]}
          value={creatorIds}
          onChange={(ids) => {
            setKnown([...options.values()].filter((option) => ids.includes(option.value)));
            setCreatorIds(ids);
          }}
          data-testid="slip-settings-creators"
        />
        <ApiErrorAlert error={save.error} />
        {canUpdate && (
          <Group>
            <Button type="submit" loading={save.isPending} data-testid="slip-settings-save">
              {t('signatures.settings.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
