import { List } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/**
 * What a change of several orders did: how many went through, and each refused order with the
 * server's reason. A notice with refusals stays until closed, so the seller can read them.
 */
export function showBulkOutcome({
  title,
  refused,
  testId,
}: {
  title: string;
  refused: readonly { orderId: string; message: string }[];
  testId: string;
}) {
  const isPartial = refused.length > 0;
  notifications.show({
    color: isPartial ? 'yellow' : 'teal',
    autoClose: isPartial ? false : undefined,
    title,
    message: isPartial ? (
      <List size="sm" data-testid={testId}>
        {refused.map((entry) => (
          <List.Item key={entry.orderId}>
            {entry.orderId.slice(0, 8)}: {entry.message}
          </List.Item>
        ))}
      </List>
    ) : undefined,
  });
}
