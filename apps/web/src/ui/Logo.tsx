import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from './LogoMark';

/**
 * The product mark; a link to the user's home wherever it shows. `isCompactOnPhone` keeps only the
 * icon on a phone, where the top bar has no room for the name beside its buttons.
 */
export function Logo({ to, isCompactOnPhone = false }: { to: string; isCompactOnPhone?: boolean }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to={to} data-testid="logo" aria-label={t('app.name')}>
      <LogoMark isCompactOnPhone={isCompactOnPhone} />
    </UnstyledButton>
  );
}
