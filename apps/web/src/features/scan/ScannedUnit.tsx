import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAttributeOptions } from '../../ui/attributes';
import { AuthImage } from '../../ui/AuthImage';
import { Fact } from '../../ui/Fact';

/**
 * A scanned unit as a station shows it (the scan station, the completed scanner): the product's
 * picture beside its title, its product type and the station's own facts, then its attributes,
 * so the worker can match the garment in hand at a glance. Test ids: `{testId}-title`, `-type`
 * and `-attributes`.
 */
export function ScannedUnit({
  imageUrl,
  productTitle,
  productTypeName,
  attributes,
  testId,
  children,
  footer,
}: {
  imageUrl: string | null;
  productTitle: string;
  productTypeName: string;
  /** "Name: option" labels, as the scan answers carry them. */
  attributes: readonly string[];
  testId: string;
  /** The station's facts, after the product type. */
  children: ReactNode;
  /** Below the attributes. */
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-start" wrap="nowrap" gap="lg">
      <AuthImage src={imageUrl} w={120} h={120} radius="md" fit="contain" alt="" />
      <Stack gap="sm" style={{ flex: 1 }}>
        <Title order={4} data-testid={`${testId}-title`}>
          {productTitle}
        </Title>
        <Group gap="xl">
          <Fact label={t('scan.result.productType')} testId={`${testId}-type`} dir="auto">
            {productTypeName}
          </Fact>
          {children}
        </Group>
        {attributes.length > 0 && (
          <Fact label={t('scan.result.attributes')} testId={`${testId}-attributes`} dir="auto">
            {formatAttributeOptions(attributes)}
          </Fact>
        )}
        {footer}
      </Stack>
    </Group>
  );
}
