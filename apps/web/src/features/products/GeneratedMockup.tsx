import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Product } from '@platfox/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { AuthImage } from '../../ui/AuthImage';
import { downloadMockup } from './api';

/**
 * The mockup made from the product's design on its product type's mockup background (issue 36):
 * shown when one was made; its seller downloads the full-size image.
 */
export function GeneratedMockup({
  product,
  canDownload,
}: {
  product: Product;
  canDownload: boolean;
}) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: () => downloadMockup(product.id, product.generatedMockup?.name ?? 'mockup.png'),
  });
  const mockup = product.generatedMockup;
  if (!mockup) return null;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="generated-mockup">
      <Stack gap="sm">
        <Title order={4}>{t('products.mockup.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('products.mockup.hint', { width: mockup.width, height: mockup.height })}
        </Text>
        <AuthImage
          src={mockup.thumbnailUrl ?? mockup.url}
          alt={t('products.mockup.title')}
          maw={320}
          w="100%"
          fit="contain"
          radius="sm"
          bg="gray.1"
          data-testid="generated-mockup-image"
        />
        {canDownload && (
          <Group>
            <Button
              variant="default"
              loading={download.isPending}
              onClick={() => download.mutate()}
              data-testid="generated-mockup-download"
            >
              {t('products.mockup.download')}
            </Button>
          </Group>
        )}
        {download.error && <ApiErrorAlert error={download.error} />}
      </Stack>
    </Paper>
  );
}
