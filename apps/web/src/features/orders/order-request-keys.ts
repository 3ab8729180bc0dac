/** Below ['order-requests', companyId]: the list and the badge's count, so every decision refreshes both. */
export const orderRequestKeys = {
  company: (companyId: string) => ['order-requests', companyId] as const,
  count: (companyId: string) => ['order-requests', companyId, 'count'] as const,
};
