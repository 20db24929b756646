import type { CatalogImage } from '@platfox/domain';
import { AuthImage } from '../../ui/AuthImage';

/**
 * A design as a picture: its thumbnail (or the file itself when it has none), fetched with the
 * session's token because GET /api/catalog/images/:id is not public.
 */
export function DesignPicture({ design, testId }: { design: CatalogImage; testId?: string }) {
  return (
    <AuthImage
      src={design.thumbnailUrl ?? design.url}
      alt={design.name}
      w={72}
      h={72}
      fit="contain"
      radius="sm"
      bg="gray.1"
      data-testid={testId}
    />
  );
}
