import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AREAS } from '../areas';
import { RouteGuard } from '../routing/route-guard';
import { useKnownPathCompanyId } from '../routing/use-company-presence';
import styles from './app-shell.module.css';
import { useFirstPaintReplaced } from './first-paint';
import { Footer } from './footer';
import { Header } from './header';
import { NotificationArea } from './notification-area';
import { useFocusRescue } from './use-focus-rescue';

/** §2 shell: header, notifications under it, the guarded page, footer. */
export function AppShell() {
  const companyId = useKnownPathCompanyId();
  const { pathname } = useLocation();

  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);
  useFirstPaintReplaced();
  useFocusRescue(main);

  // A new page starts reading at its content, as after a full page load (screen readers, keyboard).
  useEffect(() => {
    if (pathname !== firstPath.current) main.current?.focus({ preventScroll: false });
  }, [pathname]);

  return (
    <div className={styles.shell}>
      <Header
        companyId={companyId}
        miniCart={AREAS.map(({ headerItem: Item }, index) =>
          Item ? <Item key={index} companyId={companyId} /> : null,
        )}
      />
      <NotificationArea />
      <main ref={main} id="main" tabIndex={-1} className={styles.main}>
        <RouteGuard>
          <Outlet />
        </RouteGuard>
      </main>
      <Footer />
    </div>
  );
}
