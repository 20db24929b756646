/**
 * The browser leaving the app for a shop's authorization page. One object, so a test can watch
 * where the app sends the browser without jsdom navigating.
 */
export const browser = {
  goTo(url: string): void {
    window.location.assign(url);
  },
};
