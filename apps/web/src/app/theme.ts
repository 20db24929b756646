import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** Breakpoints of spec 01 section 9 (576, 768, 992, 1200 px) are Mantine's xs to lg already. */
export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 7, not Mantine's 6: white on indigo 6 (a filled button) and indigo 6 on white (a link)
  // are 4.3:1, under WCAG AA's 4.5:1 for body text; shade 7 is 5.0:1.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans SC", sans-serif',
  headings: { fontWeight: '700' },
});

/** Dimmed text in gray 7: Mantine's gray 6 is 3.3:1 on white, under WCAG AA's 4.5:1. */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: { '--mantine-color-dimmed': resolved.colors.gray[7] },
  dark: {},
});
