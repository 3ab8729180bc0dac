/** Query keys: everything of a company's order capture sits under ['ordering', companyId] (the badge too). */
export const orderingKeys = {
  company: (companyId: string) => ['ordering', companyId] as const,
  // The user's own: acting as another user (or ending it) reads theirs, never the one cached before.
  summary: (companyId: string, uid: string) => ['ordering', companyId, 'summary', uid] as const,
  cart: (companyId: string, code: string) => ['ordering', companyId, 'cart', code] as const,
};
