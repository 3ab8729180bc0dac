import { screen } from '@testing-library/react';

/**
 * The names of the page's regions as a screen reader lists them (a section named by its heading or label),
 * in document order; two alike leave its user unable to tell them apart.
 */
export function regionNames(): string[] {
  return screen.getAllByRole('region').map((region) => {
    const labelledBy = region.getAttribute('aria-labelledby');
    const label = labelledBy
      ? document.getElementById(labelledBy)?.textContent
      : region.getAttribute('aria-label');
    return label ?? '';
  });
}
