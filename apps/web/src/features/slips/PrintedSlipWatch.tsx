import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { useLiveEvent } from '../../platform/live/socket';
import { useRefreshFloor } from '../production/api';
import { PRINTER_LISTS } from '../production/listConfig';
import { DOWNLOADED_SLIPS_MODEL } from './api';
import { askNoticePermission, showNotice } from './desktopNotice';

const printedSchema = z.object({
  ids: z.array(z.string()),
  qtyIndexes: z.record(z.string(), z.array(z.number())),
});

/** Where the floor works, so where the first gesture may ask for desktop notifications. */
const ASKING_PATHS = new Set(['/p/scan', ...Object.values(PRINTER_LISTS).map((list) => list.path)]);

/**
 * Mounted for printers in the shell: when slips are printed (here or at another station), the
 * lists and open items are read again so they show the new state, and the printer is told how
 * many slips went out (desktop notification when allowed, a toast otherwise).
 */
export function PrintedSlipWatch() {
  const { t } = useTranslation();
  const refreshFloor = useRefreshFloor([DOWNLOADED_SLIPS_MODEL]);
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/p';

  useLiveEvent('printed_packing_slip', (payload) => {
    const event = printedSchema.safeParse(payload);
    if (!event.success) return;
    void refreshFloor();
    const slips = Object.values(event.data.qtyIndexes).reduce(
      (sum, indexes) => sum + indexes.length,
      0,
    );
    showNotice(t('slips.printed.title'), t('slips.printed.message', { count: slips }));
  });

  useEffect(() => {
    if (!ASKING_PATHS.has(path)) return undefined;
    const ask = () => {
      askNoticePermission();
      stop();
    };
    const stop = () => {
      window.removeEventListener('pointerdown', ask, true);
      window.removeEventListener('keydown', ask, true);
    };
    window.addEventListener('pointerdown', ask, true);
    window.addEventListener('keydown', ask, true);
    return stop;
  }, [path]);

  return null;
}
