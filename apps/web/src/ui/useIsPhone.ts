import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's sm breakpoint, where the shell's side menu turns into the burger's drawer. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * Whether the screen is a phone's: the data list then shows cards instead of a table. Read at
 * once (not after a first render), so a phone never lays out the table first.
 */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) === true;
}
