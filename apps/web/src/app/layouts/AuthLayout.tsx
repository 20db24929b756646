import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '../../ui/Logo';
import { useCurrentRoute } from '../routes/hooks';
import { AuthCard } from './AuthCard';
import { PageOutlet } from './PageOutlet';

/** Authentication layout (spec 01 section 2.1): the auth card around the route's page. */
export function AuthLayout() {
  const route = useCurrentRoute();
  return (
    <AuthCard
      path={route?.path}
      logo={<Logo to="/login" />}
      renderLink={({ to, label }) => (
        <Anchor component={Link} to={to} size="sm">
          {label}
        </Anchor>
      )}
    >
      <PageOutlet />
    </AuthCard>
  );
}
