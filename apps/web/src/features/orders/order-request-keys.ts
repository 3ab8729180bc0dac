/** Below ['order-requests', companyId]: the list and the badge's count, so every decision refreshes both. */
export const orderRequestKeys = {
  company: (companyId: string) => ['order-requests', companyId] as const,
  // The signed-in user's count: acting as another user reads theirs, never the one cached before.
  count: (companyId: string, uid: string) => ['order-requests', companyId, 'count', uid] as const,
};
