import type { BundleStructure } from '@kaista/domain/ordering';
import type { Database } from '../../db/client';
import { BundleRuleError } from '@kaista/domain/ordering';
import { badRequest, notFound } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { CatalogueRepo } from './catalogue.repo';
import { CatalogueService } from './catalogue.service';

/**
 * §7: carts live under /businesses/{id}/users/{uid}, and a user works on their own carts only; another
 * user's uid is as unknown as another company's (404).
 */
export function ownUser(access: CompanyAccess, uid: string): string {
  if (uid !== access.user.id) throw notFound('User');
  return access.user.id;
}

/** The bundle structures of the given root templates, read once per call. */
export async function structuresOf(
  db: Database,
  rootIds: Iterable<string>,
): Promise<Map<string, BundleStructure>> {
  const catalogue = new CatalogueService(new CatalogueRepo(db));
  const structures = new Map<string, BundleStructure>();
  for (const id of new Set(rootIds)) structures.set(id, await catalogue.structure(id));
  return structures;
}

/** A §4 bundle rule the request broke, as a 400 naming the rule (the web shows its text). */
export function bundleRuleError(error: unknown): never {
  if (error instanceof BundleRuleError)
    throw badRequest(`The bundle does not allow this change (${error.reason}).`, {
      productCode: `ordering.bundle-rule.${error.reason}`,
    });
  throw error;
}
