import { setImmediate as nextTurn } from 'node:timers/promises';
import { formatDate, type DateInput } from '@kaista/domain/shared/formatting';

/** One cell of an exported row: text, or a number a spreadsheet can sum (amounts in euros). */
export type SheetCell = string | number;

/**
 * Rows an export makes and writes in one turn of the event loop: on the shared bench machine a slice of 200
 * service rows took 1-3 ms, so the portal's other requests wait about that long behind a long export, where
 * a whole batch of 1,000 rows made and written at once held the loop for 10-80 ms (bench/README.md).
 */
export const SLICE_ROWS = 200;

/** A batch in slices of at most SLICE_ROWS, in order. */
function* slicesOf<T>(batch: readonly T[]): Generator<readonly T[]> {
  for (let start = 0; start < batch.length; start += SLICE_ROWS) yield batch.slice(start, start + SLICE_ROWS);
}

/**
 * Batches as slices of at most SLICE_ROWS, the next one handed on only after a turn of the event loop
 * (`setImmediate`), so that the requests that came in meanwhile are answered between two slices however large
 * a batch is.
 */
export async function* slicesInTurns<T>(batches: AsyncIterable<readonly T[]>): AsyncGenerator<readonly T[]> {
  for await (const batch of batches) {
    for (const slice of slicesOf(batch)) {
      yield slice;
      await nextTurn();
    }
  }
}

/** At most this many distinct dates are remembered by an export's date formatter (then it starts afresh). */
const REMEMBERED_DATES = 10_000;

/**
 * §1 dates (`dd.mm.yyyy` in Helsinki) for one export, each distinct date formatted once: formatting reads the
 * date's parts through Intl, the costliest thing a row made (about half the garbage of a 100,000-row export),
 * while an export's rows hold a few thousand distinct days.
 */
export function exportDateFormatter(): (value: DateInput) => string {
  const formatted = new Map<string | number, string>();
  return (value) => {
    const key = value instanceof Date ? value.getTime() : value;
    if (key === null || key === undefined) return '';
    let text = formatted.get(key);
    if (text === undefined) {
      if (formatted.size >= REMEMBERED_DATES) formatted.clear();
      text = formatDate(key);
      formatted.set(key, text);
    }
    return text;
  };
}

/**
 * An export's rows made from the items read, a slice at a time as the writer asks for them (so that making
 * them is spread over the writer's turns too, not done for a whole batch at once); each distinct date is
 * formatted once per export.
 */
export async function* exportRows<T>(
  batches: AsyncIterable<readonly T[]>,
  row: (item: T, formatDate: (value: DateInput) => string) => SheetCell[],
): AsyncGenerator<SheetCell[][]> {
  const formatDate = exportDateFormatter();
  for await (const batch of batches) {
    for (const slice of slicesOf(batch)) yield slice.map((item) => row(item, formatDate));
  }
}
