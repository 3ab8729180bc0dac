import {
  permissionCatalogue,
  storedPermissionNames,
  type PermissionCatalogue,
  type SwitchedOffPermissions,
} from '@kaista/domain/groups';
import { collapsePermissions } from '@kaista/domain/shared/roles';
import type { AuditRecorder } from '../../routing/change-audit';
import type { PermissionCatalogueRepo } from './permission-catalogue.repo';

const expand = (names: readonly string[]) => [...new Set(names.flatMap(storedPermissionNames))];

/** 'Switched off: +A −B' in the names the editors show (composites collapsed). */
function changeSubject(before: ReadonlySet<string>, after: ReadonlySet<string>): string {
  const on = collapsePermissions([...before].filter((name) => !after.has(name))).map((n) => `−${n}`);
  const off = collapsePermissions([...after].filter((name) => !before.has(name))).map((n) => `+${n}`);
  return [...off, ...on].join(' ') || '–';
}

/**
 * §7 the permission catalogue: permissions the operator switches off everywhere (§2 /0/admintools/permissions)
 * and those DC or CC switch off in one company (§2 /company/permissions). What is switched off is no one's
 * effective permission any longer (plugins/session/effective-rights.ts), whoever was given it.
 */
export class PermissionCatalogueService {
  constructor(private readonly repo: PermissionCatalogueRepo) {}

  async catalogue(companyId?: string): Promise<PermissionCatalogue> {
    const inCompany = companyId ? await this.repo.disabledIn(companyId) : new Set<string>();
    return permissionCatalogue(await this.repo.disabled(), inCompany);
  }

  /** The permissions the rights editors leave out in the company: switched off there or everywhere. */
  async switchedOff(companyId: string): Promise<SwitchedOffPermissions> {
    const { permissions } = await this.catalogue(companyId);
    return {
      permissions: permissions
        .filter((entry) => entry.disabled || entry.disabledInCompany)
        .map((entry) => entry.name),
    };
  }

  async disable(names: readonly string[], disabled: boolean, audit: AuditRecorder) {
    const before = await this.repo.disabled();
    const stored = expand(names);
    const after = new Set(disabled ? [...before, ...stored] : [...before].filter((n) => !stored.includes(n)));
    await this.repo.setDisabled(stored, disabled, audit('permissions.disable', changeSubject(before, after)));
    return this.catalogue();
  }

  async setCompanyDisabled(companyId: string, names: readonly string[], audit: AuditRecorder) {
    const before = await this.repo.disabledIn(companyId);
    const after = new Set(expand(names));
    await this.repo.setDisabledIn(
      companyId,
      [...after],
      audit('permissions.company', changeSubject(before, after)),
    );
    return this.catalogue(companyId);
  }
}
