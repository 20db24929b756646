import { notifications } from '@mantine/notifications';

/** A failed tracking action: the server's message (or a generic one) as a red toast. */
export const showError = (message: string) => notifications.show({ color: 'red', message });
