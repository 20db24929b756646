import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { FeatureTokenGate } from '../../features/owner/FeatureTokenGate';
import { PrintedSlipWatch } from '../../features/slips/PrintedSlipWatch';
import { DepositInOtherTab } from '../../features/transactions/DepositInOtherTab';
import { PrinterStaff } from '../../features/staff/PrinterStaff';
import { usePendingTasks } from '../../features/after-sale/usePendingTasks';
import { useSellerBadges } from '../../features/stores/useNeedsYou';
import { useSellerStores } from '../../features/stores/useStores';
import { useCurrentUser } from '../../platform/session';
import { usePermissionsSync } from '../../platform/session/usePermissionsSync';
import { sideMenuRequestStore } from '../../platform/sideMenu';
import { settleWhenIdle } from '../../platform/startSettled';
import { ChunkBoundary } from '../../ui/ChunkBoundary';
import { readString, STORAGE_KEYS, writeString } from '../../platform/storage';
import { PageOutlet } from './PageOutlet';
import { SideMenu } from './shell/SideMenu';
import { TopBar } from './shell/TopBar';

// Sellers only: other users never download the notices' code (and its HTML sanitiser).
const EventNotices = lazy(() => import('../../features/event-notices/EventNotices'));

/**
 * The authenticated layout (spec 01 section 2.8): top bar, side menu of the user's type, page.
 * Its own chunk: the sign-in page never downloads it.
 */
export default function ShellLayout() {
  const user = useCurrentUser();
  usePermissionsSync();
  const pending = usePendingTasks(user);
  const sellerBadges = useSellerBadges(user);
  const badges = { ...pending, ...sellerBadges };
  useSellerStores(user);
  const { pathname } = useLocation();
  const [isMobileOpen, mobile] = useDisclosure(false);
  const [isCollapsed, setCollapsed] = useState(
    () => readString('session', STORAGE_KEYS.isSideMenuCollapsed) === 'true',
  );

  // The first screen is drawn: what it does not show starts when the browser is next idle.
  useEffect(() => settleWhenIdle(), []);
  useEffect(() => {
    writeString('session', STORAGE_KEYS.isSideMenuCollapsed, String(isCollapsed));
  }, [isCollapsed]);
  // A page may ask for the menu out of its way (a data list's grid layout).
  useEffect(() => {
    const apply = () => {
      const request = sideMenuRequestStore.get();
      if (!request) return;
      sideMenuRequestStore.set(null);
      setCollapsed(request.isCollapsed);
    };
    apply();
    return sideMenuRequestStore.subscribe(apply);
  }, []);
  // On a phone the menu covers the page; choosing a screen should reveal it.
  const closeMobile = mobile.close;
  useEffect(() => closeMobile(), [pathname, closeMobile]);

  if (!user) return null; // the guard is already on its way to the sign-in page
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: { sm: 240, lg: 280 },
        breakpoint: 'sm',
        collapsed: { mobile: !isMobileOpen, desktop: isCollapsed },
      }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar
          user={user}
          isMobileOpen={isMobileOpen}
          isCollapsed={isCollapsed}
          onToggleMobile={mobile.toggle}
          onToggleDesktop={() => setCollapsed((collapsed) => !collapsed)}
        />
      </AppShell.Header>
      <AppShell.Navbar>
        <SideMenu user={user} badges={badges} />
      </AppShell.Navbar>
      <AppShell.Main>
        {user.type === 'SELLER' && (
          <ChunkBoundary>
            <Suspense fallback={null}>
              <EventNotices userId={user.id} />
            </Suspense>
          </ChunkBoundary>
        )}
        <FeatureTokenGate>
          <PageOutlet />
        </FeatureTokenGate>
      </AppShell.Main>
      {user.type === 'PRINTER' && <PrinterStaff />}
      {user.type === 'PRINTER' && <PrintedSlipWatch />}
      {user.type === 'SELLER' && <DepositInOtherTab />}
    </AppShell>
  );
}
