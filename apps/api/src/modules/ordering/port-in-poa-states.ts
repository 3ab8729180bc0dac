import {
  characteristicField,
  PORT_IN_POA_CODE,
  portInPoaRefusal,
  type PortInPoa,
  type PortInPoaRefusal,
} from '@kaista/domain/ordering';
import type { PoaStatus } from '@kaista/domain/powers-of-attorney';
import { toPowerOfAttorney } from '../../powers-of-attorney/poa-desk';
import type { PoaRow } from '../../powers-of-attorney/poas.repo';
import { linkedPoaId, type PortInTarget } from './port-in-selections';

/**
 * Each port-in selection's power of attorney (of the cart's `poas`) and what it means for the order, by bundle
 * number: a power of attorney made for another number, or none, is POA_NOT_FOUND where the owner changes.
 */
export function portInPoaStates(
  targets: readonly PortInTarget[],
  poas: readonly PoaRow[],
  today: string,
): Map<number, PortInPoa> {
  const byId = new Map<string, PoaRow>(poas.map((poa) => [poa.id, poa]));
  return new Map(
    targets.map((target) => {
      const poaId = linkedPoaId(target);
      const found = poaId ? (byId.get(poaId) ?? null) : null;
      const refusal = portInPoaRefusal(
        target,
        found && { ...found, status: found.status as PoaStatus },
        today,
      );
      return [
        target.selection.bundleNo,
        {
          required: target.ownerChange,
          poa: found && toPowerOfAttorney(found, today),
          refusal,
        },
      ];
    }),
  );
}

/** Each port-in that lacks its signed power of attorney, at the field of its link (the pre-order check's facts). */
export function portInPoaRefusals(
  targets: readonly PortInTarget[],
  states: ReadonlyMap<number, PortInPoa>,
): { field: string; refusal: PortInPoaRefusal }[] {
  return targets.flatMap((target) => {
    const refusal = states.get(target.selection.bundleNo)?.refusal;
    return refusal
      ? [
          {
            field: characteristicField(target.selection.bundleNo, target.productCode, PORT_IN_POA_CODE),
            refusal,
          },
        ]
      : [];
  });
}
