/** Query keys: everything of a company's order capture sits under ['ordering', companyId] (the badge too). */
export const orderingKeys = {
  company: (companyId: string) => ['ordering', companyId] as const,
  summary: (companyId: string) => ['ordering', companyId, 'summary'] as const,
  cart: (companyId: string, code: string) => ['ordering', companyId, 'cart', code] as const,
};
