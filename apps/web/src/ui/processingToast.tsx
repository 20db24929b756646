import { Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PROCESSING_TOAST_HIDE_MS } from '@platfox/domain';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { i18n } from '../platform/i18n';

export type ProcessingToastOptions = {
  /** What is being done; "Processing…" when left out. */
  text?: string;
  /** Shown while processing; a spinner when left out. */
  icon?: ReactNode;
  /** How long the finished toast stays before hiding (spec 01 section 9: 1 second). */
  hideDelayMs?: number;
};

export type ProcessingToast = {
  /** The work is done: show `text` (and `icon`), then hide after the delay. */
  done: (text?: string, icon?: ReactNode) => void;
  /** Hide at once (the work failed and its error is shown elsewhere). */
  hide: () => void;
};

let sequence = 0;

/**
 * The processing-queue toast (spec 01 section 2.8): a small notice while work runs in the
 * background (a queued import, a mass download), which the screen marks done when it finishes.
 */
export function showProcessingToast({
  text,
  icon,
  hideDelayMs = PROCESSING_TOAST_HIDE_MS,
}: ProcessingToastOptions = {}): ProcessingToast {
  sequence += 1;
  const id = `processing-${sequence}`;
  notifications.show({
    id,
    message: text ?? i18n.t('liveShell.processing.default'),
    icon: icon ?? <Loader size={16} color="white" />,
    autoClose: false,
    withCloseButton: false,
    color: 'blue',
  });
  let isHidden = false;
  const hide = () => {
    if (isHidden) return;
    isHidden = true;
    notifications.hide(id);
  };
  return {
    done: (doneText, doneIcon) => {
      if (isHidden) return;
      notifications.update({
        id,
        message: doneText ?? text ?? i18n.t('liveShell.processing.default'),
        icon: doneIcon ?? <IconCheck size={16} />,
        color: 'teal',
        autoClose: false,
      });
      setTimeout(hide, hideDelayMs);
    },
    hide,
  };
}
