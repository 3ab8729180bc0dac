import type { ComponentType } from 'react';
import { loadTexts } from '../i18n/i18n';
import type { AreaNamespace } from '../i18n/namespaces';

/**
 * A route's lazy module: the page component and its area's texts, loaded together when the route is first
 * visited; with them the field errors' texts (validation), which every form shows and no first load needs.
 */
export function lazyPage(namespaces: readonly AreaNamespace[], load: () => Promise<ComponentType>) {
  return async () => {
    const [Component] = await Promise.all([load(), loadTexts([...namespaces, 'validation'])]);
    return { Component };
  };
}
