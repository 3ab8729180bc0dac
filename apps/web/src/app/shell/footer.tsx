import { useTranslation } from '../../lib/i18n/use-translation';
import { brand } from '../brand';
import styles from './footer.module.css';

/** §2 footer: the operator's documents in the current language, and the copyright of this year. */
export function Footer() {
  const { t } = useTranslation();
  const links = [
    { label: t('shell.footer.privacy'), href: t('shell.footer.privacy-url') },
    { label: t('shell.footer.cookies'), href: t('shell.footer.cookies-url') },
    { label: t('shell.footer.terms'), href: t('shell.footer.terms-url') },
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t('shell.footer.label')}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {brand.name}
        </p>
      </div>
    </footer>
  );
}
