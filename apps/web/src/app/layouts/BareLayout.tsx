import { Box } from '@mantine/core';
import { PageOutlet } from './PageOutlet';

/** Pages without menus: maintenance, check-in, the blocked screen, the printer inventory floor. */
export function BareLayout() {
  return (
    <Box mih="100vh" p="md">
      <PageOutlet />
    </Box>
  );
}
