import { useLocation } from 'react-router';
import { InfoIcon, SecondaryNavigation } from '../../../ui';
import { Example } from '../gallery-section';

export function NavigationSection() {
  const { pathname } = useLocation();
  const pages = [
    { id: 'gallery', title: 'This gallery', url: pathname },
    { id: 'sub', title: 'A parent of this page', url: pathname.slice(0, pathname.lastIndexOf('/')) || '/' },
    { id: 'home', title: 'Home', url: '/0' },
    { id: 'help', title: 'Help centre', url: 'https://example.com/help' },
  ];
  return (
    <>
      <Example label="exact match, a highlight dot, an external link (below 767 px: dropdown)" wide>
        <SecondaryNavigation
          label="Gallery pages"
          pages={pages}
          highlightedIds={['home']}
          highlightLabel="new"
        />
      </Example>
      <Example label="with icons" wide>
        <SecondaryNavigation
          label="Gallery pages with icons"
          pages={pages.map((page) => ({ ...page, icon: <InfoIcon /> }))}
        />
      </Example>
    </>
  );
}
