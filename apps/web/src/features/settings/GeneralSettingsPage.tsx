import { Loader, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteTitle } from '../../ui/routeMeta';
import { WebhooksSection } from '../webhooks/WebhooksSection';
import { configOf, sellerConfigApi, sellerConfigKeys } from './sellerConfigApi';
import { ForwardSettingsForm, MainSettingsForm } from './SellerSettingsForms';

/**
 * /s/general-setting (and /:id, a webhook delivery open over it): the seller's general settings
 * (MAIN: the order form's shipping and the slips' return address; FORWARD: the forwarding
 * address), then the seller's webhooks. One page rather than tabs: a delivery's link opens its
 * drawer over everything, and each part is read once.
 */
export default function GeneralSettingsPage() {
  const title = useRouteTitle();
  return (
    <>
      <PageHeader title={title} />
      <Stack gap="lg">
        <SellerSettings />
        <WebhooksSection />
      </Stack>
    </>
  );
}

function SellerSettings() {
  const config = useQuery({
    queryKey: sellerConfigKeys.all,
    queryFn: ({ signal }) => sellerConfigApi.list(signal),
  });
  if (config.error) return <ApiErrorAlert error={config.error} testId="seller-settings-error" />;
  if (!config.data) return <Loader size="sm" />;
  const main = configOf(config.data, 'MAIN');
  const forward = configOf(config.data, 'FORWARD');
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" data-testid="seller-settings">
      {/* Keyed by the save's time: a save (here or in another tab) starts the form again from it. */}
      {main && <MainSettingsForm key={main.updatedAt ?? 'new'} config={main} />}
      {forward && <ForwardSettingsForm key={forward.updatedAt ?? 'new'} config={forward} />}
    </SimpleGrid>
  );
}
