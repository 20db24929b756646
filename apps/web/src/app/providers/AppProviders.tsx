import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../platform/api/queryClient';
import { currentLanguage, directionOf } from '../../platform/i18n';
import { TranslationProvider } from '../../platform/i18n/useT';
import { FetchProgress } from '../../ui/FetchProgress';
import { cssVariablesResolver, theme } from '../theme';

/**
 * The toasts' container (and its transitions) loads after the first paint; a toast shown before
 * it is held by Mantine's notifications store and appears when it mounts (issue 16).
 */
const Notifications = lazy(() =>
  import('@mantine/notifications').then(({ Notifications: container }) => ({ default: container })),
);

/** Keeps Mantine's direction in step with the language (Arabic reads right to left). */
function DirectionSync() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  useEffect(() => {
    setDirection(directionOf(currentLanguage()));
  }, [i18n.language, setDirection]);
  return null;
}

/** Everything the pages rely on: direction, Mantine, toasts, server state and its progress bar. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <DirectionProvider initialDirection={directionOf(currentLanguage())} detectDirection={false}>
      <DirectionSync />
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Suspense fallback={null}>
          <Notifications position="top-right" />
        </Suspense>
        <QueryClientProvider client={queryClient}>
          <FetchProgress />
          <TranslationProvider>{children}</TranslationProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
