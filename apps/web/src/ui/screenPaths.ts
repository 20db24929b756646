/**
 * The paths of the route table with their user type, for a feature that asks whether a link has a
 * screen (a notification's link). The route table imports the features' screens, so a feature
 * cannot import it: the app provides the table when it builds the router (app/router.tsx).
 */
export type ScreenPath = { path: string; userType?: string };

let screens: readonly ScreenPath[] = [];

export function provideScreenPaths(table: readonly ScreenPath[]): void {
  screens = table;
}

export const screenPaths = (): readonly ScreenPath[] => screens;
