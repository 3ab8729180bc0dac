import { focusableHeading } from '../../lib/focus/focus-targets';

const ROW = 'tr, li, [role="row"], [role="listitem"]';
const REGION = 'section, [role="region"], [role="dialog"], [role="alertdialog"]';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where an element stood when a removal took it: the node it was removed from and, when what went was a
 * list's row, that row's neighbours and which of its controls the element was (its place and visible text).
 */
export interface Removal {
  from: Node;
  row: { next: Node | null; previous: Node | null; controlIndex: number; controlText: string } | null;
}

/** The removal in `record` that took `element` with it, if it did. */
export function removalOf(record: MutationRecord, element: Element): Removal | null {
  for (const node of record.removedNodes) {
    if (!node.contains(element)) continue;
    const controlIndex =
      node instanceof Element ? [...node.querySelectorAll(FOCUSABLE)].indexOf(element) : -1;
    const isRow = node instanceof Element && node.matches(ROW) && controlIndex >= 0;
    return {
      from: record.target,
      row: isRow
        ? {
            next: record.nextSibling,
            previous: record.previousSibling,
            controlIndex,
            controlText: element.textContent ?? '',
          }
        : null,
    };
  }
  return null;
}

/**
 * The same control in the row that now stands where the removed one stood (the next one, else the one
 * before it), so that a keyboard user removing rows one by one stays in the list: the one with the same
 * text ("Remove"), else the one in the same place, since rows may have more or fewer links than another.
 */
function controlInPlaceOf(row: NonNullable<Removal['row']>): HTMLElement | null {
  for (const sibling of [row.next, row.previous]) {
    if (!(sibling instanceof HTMLElement) || !sibling.isConnected || !sibling.matches(ROW)) continue;
    const controls = [...sibling.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const control =
      controls.find((candidate) => candidate.textContent === row.controlText) ?? controls[row.controlIndex];
    if (control) return control;
  }
  return null;
}

/** The heading of the section (or dialog) the removal left behind, e.g. a list's once its last row went. */
function headingOfRegionAround(node: Node): HTMLElement | null {
  const start = node instanceof Element ? node : node.parentElement;
  return start?.isConnected
    ? focusableHeading(start.closest(REGION)?.querySelector<HTMLElement>('h1, h2, h3, h4'))
    : null;
}

/** Where the focus goes after its element was removed, nearest first; null for the page's content. */
export function placeAfter(removal: Removal): HTMLElement | null {
  return (removal.row && controlInPlaceOf(removal.row)) ?? headingOfRegionAround(removal.from);
}
