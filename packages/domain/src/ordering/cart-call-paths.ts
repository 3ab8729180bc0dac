/**
 * The paths §7 'Carts and orders' are under: the caller's own user (/businesses/{id}/users/{uid}, the
 * parameters of userParamsSchema) and one of their carts (cartParamsSchema's), named once for every call file.
 */
export const userPath = '/api/businesses/:id/users/:uid';
export const cartPath = `${userPath}/carts/:cart`;
