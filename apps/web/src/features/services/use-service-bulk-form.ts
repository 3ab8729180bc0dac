import {
  SERVICE_ACCESS,
  SERVICE_LIMITS,
  terminationKindsOffered,
  terminationDates,
  type BulkServiceAction,
  type TerminationKind,
} from '@kaista/domain/services';
import { toHelsinkiIsoDate } from '@kaista/domain/shared/formatting';
import { useMemo, useState } from 'react';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { useAccess } from '../../lib/routing/use-access';

export type BulkKind = BulkServiceAction['action'];

/**
 * The bulk actions the user may run: each needs the right (and flag) of its single-service action, so
 * that a user who may only move cost centres is not offered a suspension every service would refuse.
 */
export function useBulkKinds(): BulkKind[] {
  const may: Record<BulkKind, boolean> = {
    suspend: useAccess(SERVICE_ACCESS.suspendResume),
    'cost-centre': useAccess(SERVICE_ACCESS.changeCostCentre),
    cease: useAccess(SERVICE_ACCESS.terminate),
  };
  return (['suspend', 'cost-centre', 'cease'] as const).filter((kind) => may[kind]);
}

/**
 * The bulk form's choices (the action, a cost centre, how and when to cease) and the request they make for
 * the chosen services, or null while one is missing. The termination dates are the working days within the
 * horizon, the same for every running service, by the rule the server checks.
 */
export function useServiceBulkForm(kinds: readonly BulkKind[], serviceIds: string[]) {
  const [kind, setKind] = useState<BulkKind>(kinds[0] ?? 'suspend');
  const [costCentreId, setCostCentreId] = useState<string | null>(null);
  const [terminationType, setTerminationType] = useState<TerminationKind>('immediate');
  const scheduledTermination = useFeatureFlags()['scheduled-service-termination'];
  const terminationKinds = terminationKindsOffered({ scheduledTermination: null }, { scheduledTermination });
  const dates = useMemo(
    () => terminationDates(toHelsinkiIsoDate(new Date()), SERVICE_LIMITS.terminationHorizonDays),
    [],
  );
  const [terminationDate, setTerminationDate] = useState<string | null>(null);
  const chosenDate = terminationDate ?? dates[0] ?? null;
  const body = (): BulkServiceAction | null => {
    if (kind === 'suspend') return { action: 'suspend', serviceIds, suspensionKind: 'customerSuspend' };
    if (kind === 'cost-centre')
      return costCentreId ? { action: 'cost-centre', serviceIds, costCentreId } : null;
    if (terminationType === 'immediate') return { action: 'cease', serviceIds, terminationType: 'immediate' };
    return chosenDate ? { action: 'cease', serviceIds, terminationType, terminationDate: chosenDate } : null;
  };
  return {
    kind,
    setKind,
    costCentreId,
    setCostCentreId,
    terminationType,
    setTerminationType,
    terminationKinds,
    dates,
    chosenDate,
    setTerminationDate,
    body,
  };
}

export type ServiceBulkForm = ReturnType<typeof useServiceBulkForm>;
