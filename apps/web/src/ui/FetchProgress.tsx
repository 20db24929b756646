import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import classes from './FetchProgress.module.css';

/**
 * The page is reading from or writing to the server: a thin bar at the top (seen after a moment,
 * so quick reads do not flicker), and a busy progress bar for assistive technology at once.
 */
export function FetchProgress() {
  const { t } = useTranslation();
  const busy = useIsFetching() + useIsMutating() > 0;
  if (!busy) return null;
  return (
    <div
      role="progressbar"
      aria-busy="true"
      aria-label={t('app.loading')}
      className={classes.bar}
      data-testid="fetch-progress"
    />
  );
}
