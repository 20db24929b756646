import { Group, Modal, Stack, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A modal the user cannot dismiss (no close button, outside click or Escape): the app waits on
 * it, as on a lost server or a session about to end. Its icon and message lead; `children` are
 * what the user can do.
 */
export function BlockingModal({
  opened,
  title,
  zIndex,
  testId,
  icon,
  color,
  message,
  children,
}: {
  opened: boolean;
  title: ReactNode;
  /** Above the app's other modals; the session prompt stands over the disconnect modal. */
  zIndex: number;
  testId: string;
  icon: ReactNode;
  color: string;
  message: ReactNode;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      zIndex={zIndex}
      title={title}
      data-testid={testId}
    >
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon color={color} variant="light" size="lg" radius="xl">
            {icon}
          </ThemeIcon>
          {message}
        </Group>
        {children}
      </Stack>
    </Modal>
  );
}
