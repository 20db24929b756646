/**
 * Navigation for code outside React (sign-out on a 401, the token check). The app registers the
 * router's navigate at start; before that a full page load is the honest fallback.
 */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to) => window.location.assign(to);

export function setNavigator(next: Navigate): void {
  navigator = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}
