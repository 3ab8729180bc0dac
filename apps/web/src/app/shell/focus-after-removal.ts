import { focusableHeading } from '../../lib/focus/focus-targets';

const ROW = 'tr, li, [role="row"], [role="listitem"]';
const HEADING = 'h1, h2, h3, h4';
const REGION = 'section, [role="region"], [role="dialog"], [role="alertdialog"]';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where an element stood when a removal took it: the node it was removed from, between which neighbours,
 * and, when what went was a list's row, which of the row's controls the element was (its place and text).
 */
export interface Removal {
  from: Node;
  next: Node | null;
  previous: Node | null;
  row: { controlIndex: number; controlText: string } | null;
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
      next: record.nextSibling,
      previous: record.previousSibling,
      row: isRow ? { controlIndex, controlText: element.textContent ?? '' } : null,
    };
  }
  return null;
}

/**
 * The same control in the row that now stands where the removed one stood (the next one, else the one
 * before it), so that a keyboard user removing rows one by one stays in the list: the one with the same
 * text ("Remove"), else the one in the same place, since rows may have more or fewer links than another.
 */
function controlInPlaceOf(removal: Removal): HTMLElement | null {
  const { row } = removal;
  if (!row) return null;
  for (const sibling of [removal.next, removal.previous]) {
    if (!(sibling instanceof HTMLElement) || !sibling.isConnected || !sibling.matches(ROW)) continue;
    const controls = [...sibling.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const control =
      controls.find((candidate) => candidate.textContent === row.controlText) ?? controls[row.controlIndex];
    if (control) return control;
  }
  return null;
}

/**
 * The heading of what now stands where the removed element stood, as a form replaced by what it did (a
 * service's "is on" once activated): the user hears the outcome where they were.
 */
function headingOfReplacement({ from, previous, next }: Removal): HTMLElement | null {
  const inPlace = previous ? previous.parentNode === from && previous.nextSibling : from.firstChild;
  if (!(inPlace instanceof HTMLElement) || inPlace === next || !inPlace.isConnected) return null;
  return focusableHeading(inPlace.matches(HEADING) ? inPlace : inPlace.querySelector<HTMLElement>(HEADING));
}

/** The heading of the section (or dialog) the removal left behind, e.g. a list's once its last row went. */
function headingOfRegionAround(node: Node): HTMLElement | null {
  const start = node instanceof Element ? node : node.parentElement;
  return start?.isConnected
    ? focusableHeading(start.closest(REGION)?.querySelector<HTMLElement>(HEADING))
    : null;
}

/** Where the focus goes after its element was removed, nearest first; null for the page's content. */
export function placeAfter(removal: Removal): HTMLElement | null {
  return controlInPlaceOf(removal) ?? headingOfReplacement(removal) ?? headingOfRegionAround(removal.from);
}
