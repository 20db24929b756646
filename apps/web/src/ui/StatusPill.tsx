import type { CSSProperties, ReactNode } from 'react';
import classes from './StatusPill.module.css';

export type PillVariant = 'light' | 'outline' | 'dot';

/**
 * A status badge for lists: the look of Mantine's Badge from the theme's colour variables, as a
 * plain span. A list of 100 rows shows hundreds of them, and Badge resolves its colours in
 * JavaScript on every render, which cost the list more than its data.
 */
export function StatusPill({
  color,
  variant = 'light',
  children,
  testId,
}: {
  /** A theme colour name (red, teal, indigo...). */
  color: string;
  variant?: PillVariant;
  children: ReactNode;
  testId?: string;
}) {
  const style = {
    '--pill-light': `var(--mantine-color-${color}-light)`,
    '--pill-light-color': `var(--mantine-color-${color}-light-color)`,
    '--pill-outline': `var(--mantine-color-${color}-outline)`,
  } as CSSProperties;
  return (
    <span className={classes.pill} data-variant={variant} style={style} data-testid={testId}>
      {children}
    </span>
  );
}
