import { createContext, useContext } from 'react';
import type { RouteObject } from 'react-router';

/**
 * The router's route table as it stands when asked (the areas' pages join it with the first page), for
 * working out where a company switch can keep the user.
 */
export const RouteTableContext = createContext<() => RouteObject[]>(() => []);

export function useRouteTable(): () => RouteObject[] {
  return useContext(RouteTableContext);
}
