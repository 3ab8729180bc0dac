import { useEffect } from 'react';
import { showFatalErrorNotice } from '../global-errors';
import { ErrorView } from './error-view';

/** The router's error element: a render or loader error is an uncaught error too (§8). */
export function RouteError() {
  useEffect(showFatalErrorNotice, []);
  return <ErrorView />;
}
