// DESIGN.md §6 white-label: the operator's name and logo come from the build's configuration.
export const brand = {
  name: import.meta.env.VITE_OPERATOR_NAME ?? 'Kaista',
  logoUrl: import.meta.env.VITE_OPERATOR_LOGO_URL ?? '/favicon.svg',
};
