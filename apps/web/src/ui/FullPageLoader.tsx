import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the account is confirmed at start, or while a layout's code arrives. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh">
      <Loader aria-label={t('app.loading')} data-testid="page-loader" />
    </Center>
  );
}

/** The same inside a layout, for a page whose code is still on its way. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih={240}>
      <Loader size="sm" aria-label={t('app.loading')} data-testid="page-loader" />
    </Center>
  );
}
