import { createTheme } from '@mantine/core';

/** Breakpoints of spec 01 section 9 (576, 768, 992, 1200 px) are Mantine's xs to lg already. */
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans SC", sans-serif',
  headings: { fontWeight: '700' },
});
