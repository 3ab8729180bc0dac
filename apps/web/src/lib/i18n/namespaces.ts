/**
 * Translation namespaces: shared texts, the shell's and one per area. A key names its namespace first
 * (`tickets.form.subject`), so texts are found the same way whichever component asks.
 */
export const EAGER_NAMESPACES = ['common', 'shell'] as const;

/**
 * Loaded with the routes that use them (see lazyPage), never in the entry chunk: the field errors'
 * texts come with every page (only pages have forms), the acting banner's with the banner.
 */
export const AREA_NAMESPACES = [
  'validation',
  'impersonation',
  'auth',
  'home',
  'matsku',
  'tickets',
  'company-search',
  'admin-tools',
  'company-users',
  'users',
  'audit',
  'account',
  'invoicing',
  'company-info',
  'groups',
  'ordering',
  'documents',
  'bulletins',
  'orders',
  'services',
  'quick-search',
  'operative-contacts',
  'mobile-id',
  'reports',
] as const;

export type AreaNamespace = (typeof AREA_NAMESPACES)[number];
export const ALL_NAMESPACES = [...EAGER_NAMESPACES, ...AREA_NAMESPACES] as const;
