import { formatDate } from '@kaista/domain/shared/formatting';

/** A line's period: one date when it starts and ends on the same day, else the range. */
export const linePeriod = (start: string, end: string) =>
  start === end ? formatDate(start) : `${formatDate(start)}–${formatDate(end)}`;
