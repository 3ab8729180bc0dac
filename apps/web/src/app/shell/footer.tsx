import { useTranslation } from 'react-i18next';
import { brand } from '../brand';
import styles from './footer.module.css';

/** §2 footer: the operator's documents in the current language, and the copyright of this year. */
export function Footer() {
  const { t } = useTranslation();
  const links = [
    { label: t('footer.privacy'), href: t('footer.privacy-url') },
    { label: t('footer.cookies'), href: t('footer.cookies-url') },
    { label: t('footer.terms'), href: t('footer.terms-url') },
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t('footer.label')}>
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
