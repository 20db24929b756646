import { ActionIcon, Affix, Button, Popover, Stack, Text } from '@mantine/core';
import type { UserType } from '@platfox/domain';
import { IconBrandMessenger, IconHelpCircle, IconLifebuoy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messengerLink } from '../../platform/supportConfig';

/** Where each account type with a support desk reads and follows its issues. */
const ISSUES_PAGE: Partial<Record<UserType, string>> = {
  SELLER: '/s/issues',
  PRINTER: '/p/issues',
};

type SupportLauncherProps = { userType: UserType; isHidden: boolean };

/**
 * The support chat widget (spec 01 sections 2.7 and 2.8): no outside chat service is reachable, so
 * the widget is a launcher that opens the account's own support: its issues page (an issue about
 * an order is raised from the order's item, where the item is named) and, for sellers, the
 * business's Messenger chat when a page is configured. Hidden where the route says so (the
 * printer's inventory floor, staff check-in, owner validation and its e-mail step), where it
 * would cover a kiosk or a one-purpose screen.
 */
export function SupportLauncher({ userType, isHidden }: SupportLauncherProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const issues = ISSUES_PAGE[userType];
  const messenger = userType === 'SELLER' ? messengerLink() : null;
  if (isHidden || !issues) return null;
  return (
    // Beneath the update banner and modals; at the inline end, which follows right to left.
    <Affix position={{ bottom: 16 }} style={{ insetInlineEnd: 16 }} zIndex={140}>
      <Popover opened={isOpen} onChange={setOpen} position="top-end" shadow="md" withArrow>
        <Popover.Target>
          <ActionIcon
            size={48}
            radius="xl"
            variant="filled"
            onClick={() => setOpen((opened) => !opened)}
            aria-label={t('liveShell.support.open')}
            data-testid="support-launcher"
          >
            <IconHelpCircle size={26} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown maw="calc(100vw - 32px)" w={300} data-testid="support-panel">
          <Stack gap="sm">
            <Text fw={600}>{t('liveShell.support.title')}</Text>
            {userType === 'SELLER' && (
              <Text size="sm" c="dimmed">
                {t('liveShell.support.hint')}
              </Text>
            )}
            <Button
              component={Link}
              to={issues}
              variant="light"
              leftSection={<IconLifebuoy size={18} />}
              onClick={() => setOpen(false)}
              data-testid="support-issues"
            >
              {t('liveShell.support.issues')}
            </Button>
            {messenger && (
              <Button
                component="a"
                href={messenger}
                target="_blank"
                rel="noopener noreferrer"
                variant="light"
                leftSection={<IconBrandMessenger size={18} />}
                data-testid="support-messenger"
              >
                {t('liveShell.support.messenger')}
              </Button>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Affix>
  );
}
