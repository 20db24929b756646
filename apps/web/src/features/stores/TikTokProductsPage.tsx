import { Anchor, Button, Center, Group, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { PageHeader } from '../../ui/PageHeader';
import { tiktokApi, tiktokKeys } from './tiktokApi';
import { SimpleTable } from '../../ui/SimpleTable';

const DEFAULT_PAGE_SIZE = 20;
const UNSYNCED_PATH = '/s/tiktok-shop/unsynced-products/';

/**
 * /s/tiktok-shop/product-list/{externalStoreId} and /s/tiktok-shop/unsynced-products/{...}: the
 * TikTok shop's products (or those with a variant still to map), paged as TikTok pages them: the
 * URL holds pageSize and pageToken, and the next page's token comes with each page.
 */
export default function TikTokProductsPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const { externalStoreId = '' } = useParams();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const pageSize = Number(search.get('pageSize')) || DEFAULT_PAGE_SIZE;
  const pageToken = search.get('pageToken') ?? undefined;
  const ask = {
    idStore: externalStoreId,
    pageSize,
    pageToken,
    isUnsynced: pathname.startsWith(UNSYNCED_PATH),
  };
  const page = useQuery({
    queryKey: tiktokKeys.products(ask),
    queryFn: ({ signal }) => tiktokApi.products(ask, signal),
  });
  const goTo = (token: string | null) =>
    setSearch(
      token ? { pageSize: String(pageSize), pageToken: token } : { pageSize: String(pageSize) },
    );

  return (
    <>
      <PageHeader title={title} />
      {!page.data ? (
        <Center mih={240}>
          <Loader size="sm" aria-label={t('app.loading')} />
        </Center>
      ) : page.data.items.length === 0 ? (
        <Text c="dimmed" data-testid="tiktok-products-empty">
          {t('stores.tiktok.noProducts')}
        </Text>
      ) : (
        <SimpleTable
          minWidth={560}
          headers={[
            t('stores.tiktok.product'),
            t('stores.tiktok.variants'),
            t('stores.tiktok.unsynced'),
          ]}
          isStriped
          verticalSpacing="sm"
          testId="tiktok-products"
        >
          {page.data.items.map((product) => (
            <Table.Tr key={product.id} data-testid="tiktok-product">
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/s/tiktok-shop/sync-variant/${externalStoreId}/product/${product.id}`}
                >
                  {product.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{product.variants}</Table.Td>
              <Table.Td>{product.unsyncedVariants}</Table.Td>
            </Table.Tr>
          ))}
        </SimpleTable>
      )}
      <Group mt="md">
        {pageToken && (
          <Button variant="default" onClick={() => goTo(null)} data-testid="tiktok-products-first">
            {t('stores.tiktok.firstPage')}
          </Button>
        )}
        {page.data?.nextPageToken && (
          <Button onClick={() => goTo(page.data.nextPageToken)} data-testid="tiktok-products-next">
            {t('stores.tiktok.nextPage')}
          </Button>
        )}
      </Group>
    </>
  );
}
