import type { Database } from '../../db/client';
import { freeLapsedReservations } from '../../db/number-releases';
import type { JobSchedule } from '../../jobs/job-schedule';

export const LAPSED_RESERVATIONS_JOB = 'ordering.lapsed-reservations';
/**
 * Every reading already counts a lapsed reservation as free; the job only sets such numbers back to
 * AVAILABLE, so hourly is often enough.
 */
export const LAPSED_RESERVATIONS_EVERY_MS = 60 * 60_000;

/** Decision 011: numbers an abandoned cart reserved go back to their ranges when the reservation lapses. */
export function scheduleLapsedReservations(schedule: JobSchedule, db: Database): void {
  schedule.every(LAPSED_RESERVATIONS_JOB, LAPSED_RESERVATIONS_EVERY_MS, () => freeLapsedReservations(db));
}
