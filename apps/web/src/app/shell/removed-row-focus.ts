const ROW = 'tr, li, [role="row"], [role="listitem"]';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Where a removed row stood, and which of its controls had the focus (its place and its visible text). */
export interface RemovedRow {
  next: Node | null;
  previous: Node | null;
  controlIndex: number;
  controlText: string;
}

/** The row among a mutation's removed nodes that took `focused` with it, if the removal was of a list's row. */
export function removedRowOf(record: MutationRecord, focused: Element): RemovedRow | null {
  for (const node of record.removedNodes) {
    if (!(node instanceof Element) || !node.matches(ROW) || !node.contains(focused)) continue;
    const controlIndex = [...node.querySelectorAll(FOCUSABLE)].indexOf(focused);
    if (controlIndex < 0) return null;
    const controlText = focused.textContent ?? '';
    return { next: record.nextSibling, previous: record.previousSibling, controlIndex, controlText };
  }
  return null;
}

/**
 * The same control in the row that now stands where the removed one stood (the next one, else the one
 * before it), so that a keyboard user removing rows one by one stays in the list: the one with the same
 * text ("Remove"), else the one in the same place, since rows may have more or fewer links than another;
 * null when the list has no such row left.
 */
export function controlInPlaceOf(removed: RemovedRow): HTMLElement | null {
  for (const sibling of [removed.next, removed.previous]) {
    if (!(sibling instanceof HTMLElement) || !sibling.isConnected || !sibling.matches(ROW)) continue;
    const controls = [...sibling.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const control =
      controls.find((candidate) => candidate.textContent === removed.controlText) ??
      controls[removed.controlIndex];
    if (control) return control;
  }
  return null;
}
