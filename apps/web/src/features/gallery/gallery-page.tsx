import { useEffect, useState } from 'react';
import { ButtonSection } from './sections/button-section';
import { ChoiceSection } from './sections/choice-section';
import { ContentSection } from './sections/content-section';
import { InputSection } from './sections/input-section';
import { LoadingSection } from './sections/loading-section';
import { ModalSection } from './sections/modal-section';
import { NavigationSection } from './sections/navigation-section';
import { NotificationSection } from './sections/notification-section';
import { TooltipSection } from './sections/tooltip-section';
import { GallerySection } from './gallery-section';
import styles from './gallery.module.css';

// Development-only page (registered in dev builds only, outside the app shell), so its texts are not translated.
const SECTIONS = [
  ['button', 'Button', ButtonSection],
  ['modal', 'Modal', ModalSection],
  ['notification', 'Notification', NotificationSection],
  ['loading-placeholder', 'LoadingPlaceholder', LoadingSection],
  ['choices', 'Dropdown, RadioGroup, Checkbox', ChoiceSection],
  ['inputs', 'TextField, SearchInput, QuantityStepper', InputSection],
  ['tooltip', 'Tooltip, HelpIcon', TooltipSection],
  ['secondary-navigation', 'SecondaryNavigation', NavigationSection],
  ['content', 'ProductImage, SanitizedHtml', ContentSection],
] as const;

function currentBrand(): string {
  return getComputedStyle(document.documentElement).getPropertyValue('--brand').trim() || '#0b5cad';
}

/** Every design-system control in every state, with a brand colour picker to try white-labelling. */
export function GalleryPage() {
  const [brand, setBrand] = useState(currentBrand);
  useEffect(() => {
    // On the root element so that overlays rendered outside this page (modals, popovers) follow it too.
    const root = document.documentElement.style;
    const configured = root.getPropertyValue('--brand');
    root.setProperty('--brand', brand);
    return () => root.setProperty('--brand', configured);
  }, [brand]);
  return (
    <main className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.title}>Design system gallery</h1>
        <label className={styles.brand}>
          Brand colour
          <input type="color" value={brand} onChange={(event) => setBrand(event.target.value)} />
        </label>
      </div>
      <nav aria-label="Controls">
        <ul className={styles.toc}>
          {SECTIONS.map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`}>{title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {SECTIONS.map(([id, title, Section]) => (
        <GallerySection key={id} id={id} title={title}>
          <Section />
        </GallerySection>
      ))}
    </main>
  );
}
