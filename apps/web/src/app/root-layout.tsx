import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { installGlobalErrorHandlers } from './global-errors';

/** The top of every route: uncaught errors anywhere replace the page with the error view (§8). */
export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => installGlobalErrorHandlers(() => void navigate('/_error', { replace: true })), [navigate]);
  return <Outlet />;
}
