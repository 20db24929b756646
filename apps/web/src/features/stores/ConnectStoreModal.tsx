import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  useMatches,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { connectStoreBodySchema, type ExternalStore } from '@platfox/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { useAccountForm } from '../../ui/form/useAccountForm';
import { storesApi, useStoreMutation } from './api';
import { browser } from './leave';
import { StoreType } from './StoreBits';
import { WooKeyFields } from './WooKeyFields';
import { serverMessageText } from '../../ui/serverMessageText';

/** The platforms a seller can connect today. */
const CONNECTABLE = ['SHOPIFY', 'WOOCOMMERCE', 'ETSY', 'TIKTOK'] as const;
type Connectable = (typeof CONNECTABLE)[number];

/** Each platform's words for the shop's address and the submit. */
const DOMAIN_TEXT = {
  SHOPIFY: {
    label: 'stores.connect.shopifyDomain',
    hint: 'stores.connect.shopifyDomainHint',
    placeholder: 'my-shop.myshopify.com',
    submit: 'stores.connect.shopifySubmit',
  },
  WOOCOMMERCE: {
    label: 'stores.connect.wooUrl',
    hint: 'stores.connect.wooUrlHint',
    placeholder: 'https://shop.example.com',
    submit: 'stores.connect.wooSubmit',
  },
  ETSY: {
    label: 'etsy.connect.shop',
    hint: 'etsy.connect.shopHint',
    placeholder: 'YourShop',
    submit: 'etsy.connect.submit',
  },
  // The shop is the one the seller picks on TikTok: no address is asked here.
  TIKTOK: { submit: 'stores.tiktok.connectSubmit' },
} as const satisfies Record<Connectable, object>;

type ConnectValues = { domain: string; consumerKey: string; consumerSecret: string };
const BLANK: ConnectValues = { domain: '', consumerKey: '', consumerSecret: '' };

type ConnectStoreModalProps = {
  opened: boolean;
  onClose: () => void;
  onConnected: (store: ExternalStore) => void;
};

/**
 * Connect a store: Shopify by OAuth (the shop's address, then the browser goes to Shopify and
 * comes back to /shopifyCallback), Etsy by OAuth with PKCE (the shop's name; back to
 * /s/etsy-redirect), TikTok Shop by its authorize link (the seller picks the shop there; back to
 * /s/tiktok-redirect), WooCommerce by REST keys the server checks with the shop before
 * it saves them; its refusal shows under the fields.
 */
export function ConnectStoreModal({ opened, onClose, onConnected }: ConnectStoreModalProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<Connectable>('SHOPIFY');
  const [redirecting, setRedirecting] = useState(false);
  const form = useAccountForm(BLANK, {
    schema: connectStoreBodySchema,
    toBody: (values: ConnectValues) =>
      type === 'WOOCOMMERCE'
        ? { type, ...values }
        : type === 'TIKTOK'
          ? { type }
          : { type, domain: values.domain },
    required:
      type === 'WOOCOMMERCE'
        ? ['domain', 'consumerKey', 'consumerSecret']
        : type === 'TIKTOK'
          ? []
          : ['domain'],
  });
  const connect = useStoreMutation({
    mutationFn: storesApi.connect,
    onSuccess: async (answer) => {
      if (answer.kind === 'oauth') {
        setRedirecting(true);
        browser.goTo(answer.authorizeUrl);
        return;
      }
      notifications.show({
        color: 'teal',
        message: t('stores.connect.connected', { name: answer.store.name }),
      });
      form.reset(BLANK);
      onConnected(answer.store);
    },
    onError: (error) => form.showServerErrors(error),
  });
  const domainText = type === 'TIKTOK' ? null : DOMAIN_TEXT[type];
  // Four platforms side by side overflow a phone's width: stacked there.
  const orientation = useMatches({ base: 'vertical', sm: 'horizontal' } as const);
  const submit = form.submitWith(connect.mutate);
  const choose = (next: string) => {
    setType(next as Connectable);
    connect.reset();
    form.reset(BLANK);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('stores.connect.title')} centered size="lg">
      <form ref={form.formRef} onSubmit={submit} noValidate data-testid="store-connect-form">
        <Stack gap="md">
          <Text size="sm">{t('stores.connect.choose')}</Text>
          <SegmentedControl
            fullWidth
            orientation={orientation}
            value={type}
            onChange={choose}
            data={CONNECTABLE.map((value) => ({ value, label: <StoreType type={value} /> }))}
            data-testid="store-connect-type"
          />
          {connect.error && !form.errors.domain && !form.errors.consumerKey && (
            <ApiErrorAlert error={connect.error} />
          )}
          {domainText && (
            <TextInput
              label={t(domainText.label)}
              description={t(domainText.hint)}
              placeholder={domainText.placeholder}
              withAsterisk
              dir="ltr"
              data-autofocus
              value={form.values.domain}
              onChange={(event) => form.set('domain', event.currentTarget.value)}
              error={form.errors.domain && serverMessageText(t, form.errors.domain)}
              data-testid="store-connect-domain"
            />
          )}
          {type === 'WOOCOMMERCE' && (
            <>
              <Alert color="blue" variant="light" icon={<IconInfoCircle size={16} />}>
                {t('stores.connect.wooKeysHint')}
              </Alert>
              <WooKeyFields
                keys={form.values}
                onChange={form.set}
                errors={{
                  consumerKey:
                    form.errors.consumerKey && serverMessageText(t, form.errors.consumerKey),
                  consumerSecret:
                    form.errors.consumerSecret && serverMessageText(t, form.errors.consumerSecret),
                }}
                isRequired
                testId="store-connect"
              />
            </>
          )}
          {type === 'SHOPIFY' && (
            <Text size="sm" c="dimmed">
              {t('stores.connect.shopifyNext')}
            </Text>
          )}
          {type === 'ETSY' && (
            <Text size="sm" c="dimmed">
              {t('etsy.connect.next')}
            </Text>
          )}
          {type === 'TIKTOK' && (
            <Text size="sm" c="dimmed" data-testid="store-connect-tiktok">
              {t('stores.tiktok.connectNext')}
            </Text>
          )}
          {redirecting && (
            <Text size="sm" data-testid="store-connect-redirecting">
              {t('stores.connect.redirecting', { platform: t(`stores.types.${type}`) })}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('accounts.common.cancel')}
            </Button>
            <Button
              type="submit"
              loading={connect.isPending || redirecting}
              data-testid="store-connect-submit"
            >
              {t(DOMAIN_TEXT[type].submit)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
