import type { LifecycleInput, TerminationKind } from '@kaista/domain/services';

/** The cease's body: an immediate cease takes no date; a scheduled one the date chosen, if any was offered. */
export function ceaseInput(kind: TerminationKind, date: string | null): LifecycleInput {
  return kind === 'immediate'
    ? { action: 'cease', terminationType: kind }
    : { action: 'cease', terminationType: kind, terminationDate: date ?? undefined };
}
