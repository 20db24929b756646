/**
 * Navigation for code outside React (sign-out on a 401, the token check) and for the sign-in form,
 * which runs with or without the router (issue 16). The app registers the router's navigate at
 * start; before that a full page load is the honest fallback.
 */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to) => window.location.assign(to);
let prepare: () => void = () => undefined;

/** `prepareNext`: starts loading what a navigation will need (the sign-in page: the app's code). */
export function setNavigator(next: Navigate, prepareNext: () => void = () => undefined): void {
  navigator = next;
  prepare = prepareNext;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}

/** A navigation is likely soon (the user started to sign in): its code may start loading. */
export function prepareNavigation(): void {
  prepare();
}
