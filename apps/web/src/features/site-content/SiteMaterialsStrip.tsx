import { Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { SITE_MATERIAL_TYPES, type SiteMaterial } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AuthImage } from '../../ui/AuthImage';
import { siteContentApi, siteContentKeys } from './api';

function MaterialTile({ material }: { material: SiteMaterial }) {
  return (
    <Tooltip label={material.description} disabled={!material.description} multiline w={260}>
      <Stack gap={4} align="center" data-testid="site-material-tile">
        {material.imageUrl ? (
          <AuthImage src={material.imageUrl} w={56} h={56} radius="md" fit="cover" alt="" />
        ) : (
          <div
            style={{
              width: 56,
              height: 56,
              borderRadius: 8,
              background: material.value || 'var(--mantine-color-gray-2)',
              border: '1px solid var(--mantine-color-gray-3)',
            }}
          />
        )}
        <Text size="xs" ta="center" lineClamp={2} dir="auto">
          {material.name}
        </Text>
      </Stack>
    </Tooltip>
  );
}

/**
 * The site's colours and materials (/a/font-site/materials), with their pictures, where a seller
 * picks a product type: what the blanks come in and are made of. Nothing shows while there are none.
 */
export function SiteMaterialsStrip() {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: siteContentKeys.materials,
    queryFn: ({ signal }) => siteContentApi.materials(signal),
    staleTime: 5 * 60_000,
  });
  if (!data || data.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="site-materials-strip">
      <Stack gap="md">
        <Title order={4}>{t('siteContent.materials.strip')}</Title>
        {SITE_MATERIAL_TYPES.map((type) => {
          const ofType = data.filter((material) => material.type === type);
          if (ofType.length === 0) return null;
          return (
            <Stack key={type} gap={6}>
              <Text size="sm" fw={600}>
                {t(`siteContent.materials.groups.${type}`)}
              </Text>
              <SimpleGrid cols={{ base: 4, sm: 6, lg: 10 }} spacing="sm">
                {ofType.map((material) => (
                  <MaterialTile key={material.id} material={material} />
                ))}
              </SimpleGrid>
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
