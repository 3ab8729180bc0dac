import {
  companyLandingPath,
  isPrimaryMenuHidden,
  isRealCompanyId,
  landingPath,
} from '@kaista/domain/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { deployment } from '../../lib/deployment';
import { loadTexts } from '../../lib/i18n/i18n';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { companyQuery } from '../../lib/session/company-query';
import { useSessionUser } from '../../lib/session/use-session-user';
import { brand } from '../brand';
import styles from './header.module.css';
import { MenuToggle } from './menu-toggle';
import { MobileMenu } from './mobile-menu';
import { PrimaryNav } from './primary-nav';
import { SecondaryNav } from './secondary-nav';
import { useMenu } from './use-menu';
import { useMenuBadges } from './use-menu-badges';
import { UserMenuSlot } from './user-menu-slot';

// Only an operator acting as a user sees the banner; everyone else's first load goes without its code and texts.
const ImpersonationBanner = lazy(async () => {
  const [{ ImpersonationBanner: Banner }] = await Promise.all([
    import('../../features/impersonation/impersonation-banner'),
    loadTexts(['impersonation']),
  ]);
  return { default: Banner };
});

type HeaderProps = { companyId: string | null; miniCart?: ReactNode };

/** §2 header: logo, primary navigation with submenus, secondary navigation, mini cart slot, user menu. */
export function Header({ companyId, miniCart }: HeaderProps) {
  const { t } = useTranslation();
  const { user, profile } = useSessionUser();
  const { pathname } = useLocation();
  const menu = useMenu();
  const flags = useFeatureFlags();
  const badges = useMenuBadges(
    companyId,
    new Set(menu.groups.flatMap((group) => group.entries.map((entry) => entry.id))),
  );
  const company = useQuery(companyQuery(companyId ?? '0'));
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuToggle = useRef<HTMLButtonElement>(null);
  // Escape in the open menu, or on its toggle (where the focus is right after opening it), closes it and goes
  // back to the toggle, as the section menus do.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !mobileOpen) return;
    setMobileOpen(false);
    menuToggle.current?.focus();
  };
  // An address without a page (or without a company) may leave nothing to show: no empty bar then.
  const menuHidden = isPrimaryMenuHidden(pathname) || menu.groups.length === 0;
  const landing = landingPath(user, profile.defaultCompany?.uid ?? null);
  const homeHref = isRealCompanyId(companyId)
    ? (companyLandingPath(user, companyId, flags, {
        officeSuppliesCompanyId: deployment.officeSuppliesCompanyId,
      }) ?? landing)
    : landing;

  useEffect(() => setMobileOpen(false), [pathname]);

  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {t('shell.skip-to-content')}
      </a>
      {user.impersonatorName ? (
        <Suspense fallback={null}>
          <ImpersonationBanner />
        </Suspense>
      ) : null}
      <div className={styles.top}>
        {menuHidden ? null : (
          <MenuToggle
            ref={menuToggle}
            isOpen={mobileOpen}
            controls="mobile-menu"
            onToggle={() => setMobileOpen(!mobileOpen)}
            onKeyDown={closeOnEscape}
          />
        )}
        <Link className={styles.logo} to={homeHref} aria-label={brand.name}>
          <img src={brand.logoUrl} alt="" width={32} height={32} />
          <span className={styles.brandName}>{brand.name}</span>
        </Link>
        {company.data && isRealCompanyId(companyId) ? (
          <span className={styles.company}>{company.data.name}</span>
        ) : null}
        <div className={styles.actions}>
          {miniCart}
          <UserMenuSlot companyId={companyId} />
        </div>
      </div>
      {menuHidden ? null : (
        <>
          <div className={styles.desktopOnly}>
            <PrimaryNav menu={menu} badges={badges} />
          </div>
          {/* §2: below 767 px it collapses to a dropdown of its own, beside the mobile menu's sections. */}
          <SecondaryNav menu={menu} badges={badges} />
          {mobileOpen ? (
            <div className={styles.mobileOnly} onKeyDown={closeOnEscape}>
              <MobileMenu
                id="mobile-menu"
                menu={menu}
                badges={badges}
                onNavigate={() => setMobileOpen(false)}
              />
            </div>
          ) : null}
        </>
      )}
    </header>
  );
}
