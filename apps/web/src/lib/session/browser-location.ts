/** Full-page navigation out of the SPA (login, logout), one seam for tests to observe. */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
