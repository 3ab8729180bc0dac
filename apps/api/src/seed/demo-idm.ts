import type { RoleName } from '@kaista/domain/shared/roles';
import type { ExternalService, ExternalServiceRole } from '@kaista/domain/users';
import type { Database } from '../db/client';
import { idmRoleGroups, userExternalServices } from '../db/schema';
import { DEMO_COMPANY, demoUuid } from './demo-ids';
import { DEMO_PERSONAS } from './demo-personas';
import { DEMO_USER_ID_KIND } from './demo-users';

/** IDM role groups of the demo: kind 94 of the demo ids (the operator's templates first). */
export const DEMO_IDM_GROUP_KIND = 94;
const NO_COMPANY = '0';

const GROUPS: readonly [company: string, name: string, roles: RoleName[]][] = [
  [NO_COMPANY, 'Pääkäyttäjä', ['ServiceManagerUser', 'ServiceUser']],
  [NO_COMPANY, 'Peruskäyttäjä', ['ServiceUser']],
  [NO_COMPANY, 'Työntekijä', ['EmployeeUser']],
  [NO_COMPANY, 'Tilaaja', ['OrdererUser', 'ServiceUser']],
  [NO_COMPANY, 'Mobiilipalvelujen hallinnoija', ['MobileServiceManager', 'MobileServiceUser']],
  [DEMO_COMPANY.aurora, 'Auroran toimisto', ['ServiceUser', 'EmployeeUser']],
  [DEMO_COMPANY.aurora, 'Auroran mobiilitiimi', ['MobileServiceUser', 'MobileIdUser']],
  [DEMO_COMPANY.pohjola, 'Pohjolan asiakaspalvelu', ['ServiceUser']],
  [DEMO_COMPANY.kettu, 'Ketun myymälä', ['REPENDUSER']],
];

const personaId = (email: string) => demoUuid(1, DEMO_PERSONAS.findIndex((p) => p.email === email) + 1);

/** Who has a role in which external service: the Aurora manager runs two, a few users use them. */
const SERVICES: readonly [userId: string, ExternalService, ExternalServiceRole, permission: boolean][] = [
  [personaId('manager@aurora.example'), 'pace', 'MANAGER', true],
  [personaId('manager@aurora.example'), 'mobileid', 'MANAGER', true],
  [demoUuid(DEMO_USER_ID_KIND, 1), 'pace', 'USER', true],
  [demoUuid(DEMO_USER_ID_KIND, 7), 'mobileid', 'USER', true],
  [demoUuid(DEMO_USER_ID_KIND, 2), 'messaging', 'USER', false],
];

/** The operator's IDM role group templates, the demo companies' own role groups, and service roles. */
export async function seedIdm(db: Database): Promise<void> {
  await db.insert(idmRoleGroups).values(
    GROUPS.map(([companyId, name, roles], index) => ({
      companyId,
      id: demoUuid(DEMO_IDM_GROUP_KIND, index + 1),
      name,
      roles,
    })),
  );
  await db.insert(userExternalServices).values(
    SERVICES.map(([userId, service, userRole, permission]) => ({
      companyId: DEMO_COMPANY.aurora,
      userId,
      service,
      userRole,
      permission,
    })),
  );
}
