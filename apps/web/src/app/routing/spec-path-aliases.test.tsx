import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { specPathAliases } from './spec-path-aliases';

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`${pathname}${search}`}</p>;
}

const arriveAt = async (address: string) => {
  const router = createMemoryRouter(
    [{ path: ':companyId', children: [...specPathAliases, { path: 'company/*', element: <Where /> }] }],
    { initialEntries: [address] },
  );
  render(<RouterProvider router={router} />);
  return (await screen.findByRole('paragraph')).textContent;
};

describe('§2 addresses of users and groups', () => {
  it('lead to the pages the app keeps under /company/, with the rest of the path and the query', async () => {
    expect(await arriveAt('/100001/users/U1?tab=rights')).toBe('/100001/company/users/U1?tab=rights');
  });

  it('lead to a new group of either kind', async () => {
    expect(await arriveAt('/100001/groups/permissiongroup/new')).toBe(
      '/100001/company/groups/permissiongroup/new',
    );
  });
});
