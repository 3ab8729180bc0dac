/** How a person is named in answers, audit rows and banners. */
export const displayName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`;
