import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SHELL_ITEMS } from '../shell-items';
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

  // A new page starts reading at its content (screen readers, keyboard) and is shown from its top, header
  // and notices too, as after a full page load: scrolling the content into view hid the notice of why the
  // user was sent there (§2 a page without the right leads home with its notice).
  useEffect(() => {
    if (pathname === firstPath.current) return;
    main.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className={styles.shell}>
      <Header
        companyId={companyId}
        miniCart={SHELL_ITEMS.map(({ headerItem: Item }, index) =>
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
