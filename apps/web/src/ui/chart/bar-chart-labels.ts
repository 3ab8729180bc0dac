/** Up to this many bars each get their label under the drawing by default. */
const ALL_LABELS_UP_TO = 12;
const THINNED_LABELS = 8;

/** Every how many bars a label is drawn (1: every bar). */
export function labelStep(bars: number, labelEvery?: number): number {
  if (labelEvery !== undefined) return Math.max(1, Math.floor(labelEvery));
  return bars <= ALL_LABELS_UP_TO ? 1 : Math.ceil(bars / THINNED_LABELS);
}

/** About how wide a label's character is in the drawing's units (11 px text, digits and short words). */
const LABEL_CHARACTER_WIDTH = 6.6;
/** The least space left between two neighbouring labels, in the drawing's units. */
const LABEL_GAP = 6;

/**
 * The label as drawn in `room` units (the width from one drawn label to the next): whole when it fits,
 * otherwise cut short with an ellipsis, so that long names (a cost centre's, a service type's) do not run
 * into their neighbours. The bar's tooltip and the table still name it whole.
 */
export function fittedLabel(label: string, room: number): string {
  const fits = Math.floor((room - LABEL_GAP) / LABEL_CHARACTER_WIDTH);
  if (label.length <= fits) return label;
  return `${label.slice(0, Math.max(1, fits - 1)).trimEnd()}…`;
}

/**
 * Where a label under the bar at `center` is anchored so that it stays inside the drawing: centred under its
 * bar, or against the drawing's edge when the bar is so near it that a centred label would be cut off.
 */
export function labelPlacement(
  label: string,
  center: number,
  width: number,
): { x: number; anchor: 'start' | 'middle' | 'end' } {
  const half = (label.length * LABEL_CHARACTER_WIDTH) / 2;
  if (center + half > width) return { x: width, anchor: 'end' };
  if (center - half < 0) return { x: 0, anchor: 'start' };
  return { x: center, anchor: 'middle' };
}

/** Labels that do not fit level are drawn at this angle (degrees), each up to this many characters. */
export const ANGLED_LABEL_DEGREES = 40;
const ANGLED_LABEL_CHARACTERS = 24;
const RADIANS = (ANGLED_LABEL_DEGREES * Math.PI) / 180;

/**
 * Whether the labels are drawn at an angle: when one of them would be cut short level (names, not months),
 * as "Kaist…" under every bar of a price list told nothing.
 */
export const labelsAngled = (labels: readonly string[], room: number): boolean =>
  labels.some((label) => fittedLabel(label, room) !== label);

/** An angled label as drawn: whole up to its length limit. */
export const angledLabel = (label: string): string =>
  fittedLabel(label, ANGLED_LABEL_CHARACTERS * LABEL_CHARACTER_WIDTH + LABEL_GAP);

/** How far below and to the right of its bar's foot the longest angled label reaches, in the drawing's units. */
export function angledLabelReach(labels: readonly string[]): { down: number; right: number } {
  const longest = Math.max(0, ...labels.map((label) => angledLabel(label).length)) * LABEL_CHARACTER_WIDTH;
  return { down: longest * Math.sin(RADIANS), right: longest * Math.cos(RADIANS) };
}
