import { activateSimSchema } from '@kaista/domain/services';
import { fieldIssues } from '@kaista/domain/shared/validation';

export type IccidCheck = { ok: true; iccid: string } | { ok: false; error: string | undefined };

/**
 * The typed ICCID without its spaces, checked by the server's own §5 and check-digit rules: activation and
 * replacement take the same body, so an ICCID the server would refuse is told without a call.
 */
export function checkIccid(typed: string): IccidCheck {
  const checked = activateSimSchema.safeParse({ iccid: typed.replace(/\s/g, '') });
  return checked.success
    ? { ok: true, iccid: checked.data.iccid }
    : { ok: false, error: fieldIssues(checked.error).iccid };
}
