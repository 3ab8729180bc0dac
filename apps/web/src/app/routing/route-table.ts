import { createContext, useContext } from 'react';
import type { RouteObject } from 'react-router';

/** The app's route table, for working out where a company switch can keep the user. */
export const RouteTableContext = createContext<RouteObject[]>([]);

export function useRouteTable(): RouteObject[] {
  return useContext(RouteTableContext);
}
