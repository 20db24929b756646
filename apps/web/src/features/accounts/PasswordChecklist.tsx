import { List, Text, ThemeIcon } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@platfox/domain';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { passwordChecklist } from './passwordChecklist';

/** The password rule shown live under a new-password input, one line per requirement. */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="password-checklist">
      <Text size="xs" c="dimmed" mb={4}>
        {t('accounts.password.rulesTitle')}
      </Text>
      <List spacing={2} size="xs" center>
        {passwordChecklist(password).map(({ requirement, isMet }) => (
          <List.Item
            key={requirement}
            data-testid={`password-rule-${requirement}`}
            data-met={isMet}
            c={isMet ? 'teal' : 'dimmed'}
            icon={
              <ThemeIcon size={14} radius="xl" color={isMet ? 'teal' : 'gray'} variant="light">
                {isMet ? <IconCheck size={10} /> : <IconX size={10} />}
              </ThemeIcon>
            }
          >
            {t(`accounts.password.rules.${requirement}`, { min: PASSWORD_MIN_LENGTH })}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
