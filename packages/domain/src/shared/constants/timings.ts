/** §9 timings in milliseconds. */
export const TIMINGS = {
  orderRequestCountCacheMs: 60_000,
  authExpiredNoticeMs: 60_000,
  keepAliveIntervalMs: 60_000,
  keepAliveRetryMs: 5_000,
  hiddenTabKeepAliveMs: 10 * 60_000,
  notificationDefaultMs: 10_000,
  notificationTransitionMs: 300,
  defaultCompanyChangedMs: 2_000,
  translationReloadMs: 60 * 60_000,
  routeHistoryValidMs: 24 * 60 * 60_000,
  // The second press of a double click comes within this of the first (desktops default to 500 ms).
  doublePressMs: 500,
} as const;
