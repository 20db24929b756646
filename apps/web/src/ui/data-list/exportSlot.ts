import type { ComponentType } from 'react';
import type { ExportMenuProps } from './types';

/**
 * The list's export menu is a feature (exports), and `ui/` imports no feature: the app provides
 * the menu at start (app/wiring.ts), and a list whose config enables export shows what was given.
 */
let exportMenu: ComponentType<ExportMenuProps> | null = null;

export function provideExportMenu(component: ComponentType<ExportMenuProps>): void {
  exportMenu = component;
}

export const providedExportMenu = (): ComponentType<ExportMenuProps> | null => exportMenu;
