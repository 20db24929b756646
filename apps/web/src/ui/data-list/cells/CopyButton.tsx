import classes from './CopyButton.module.css';
import { COPY_CONFIRMATION_MS } from '@platfox/domain';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../platform/i18n/useT';

type CopyState = 'idle' | 'copied' | 'error';

/**
 * The copy-to-clipboard button of a cell (spec 02 section 8): "Copied" for 0.7 s on success; a
 * warning icon titled "Error" when the browser refuses the clipboard, until the next try. `label`
 * names what it copies when "Copy" alone would not (an id shown short copies the whole id).
 */
export function CopyButton({ value, label: idleLabel }: { value: string; label?: string }) {
  const t = useT();
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS);
    } catch {
      setState('error');
    }
  };

  const label =
    state === 'copied'
      ? t('dataList.copy.copied')
      : state === 'error'
        ? t('dataList.copy.error')
        : (idleLabel ?? t('dataList.copy.copy'));
  const button = (
    <button
      type="button"
      className={classes.button}
      aria-label={label}
      title={label}
      data-testid="copy-button"
      data-state={state}
      onClick={(event) => {
        // The click belongs to the button, not to the row (which toggles selection).
        event.stopPropagation();
        void copy();
      }}
    >
      {state === 'copied' ? (
        <IconCheck size={14} />
      ) : state === 'error' ? (
        <IconAlertTriangle size={14} />
      ) : (
        <IconCopy size={14} />
      )}
    </button>
  );
  // A bubble only while "Copied" shows, beside the same button (focus stays where it is), and a
  // plain button styled in CSS: an idle tooltip and an ActionIcon (colours resolved in JavaScript)
  // per row cost a list of 100 rows more to render than its data did.
  return (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      {button}
      {state === 'copied' && (
        <span role="status" className={classes.copied}>
          {label}
        </span>
      )}
    </span>
  );
}
