import { describe, expect, it } from 'vitest';
import { externalServiceProblem, mayGrantServiceManager } from './external-services';
import { companyIdmRoles, matchingRoleGroups, roleGroupChange, withRoleGroup } from './idm-roles';

const group = (uid: string, roles: string[], template = true) => ({ uid, name: uid, roles, template });

describe('IDM role groups', () => {
  it('applies a role group: IDM roles become the group’s, other roles and permissions stay', () => {
    const user = { roles: ['ServiceUser', 'DCUser'], permissions: ['OrdersReadOrder'] };
    const after = withRoleGroup(user, { roles: ['ServiceManagerUser', 'ServiceUser'] });
    expect(after).toEqual({
      roles: ['DCUser', 'ServiceManagerUser', 'ServiceUser'],
      permissions: ['OrdersReadOrder'],
    });
    expect(roleGroupChange(user, { roles: ['EmployeeUser'] })).toEqual({
      gains: ['EmployeeUser'],
      loses: ['ServiceUser'],
    });
  });

  it('matches a person to the groups with exactly their IDM roles', () => {
    const groups = [group('a', ['ServiceUser']), group('b', ['ServiceUser', 'EmployeeUser']), group('c', [])];
    expect(matchingRoleGroups(['EmployeeUser', 'ServiceUser'], groups)).toEqual(['b']);
    expect(matchingRoleGroups(['ServiceUser', 'CCUser'], groups)).toEqual(['a']);
  });

  it('derives the company’s IDM roles from its own groups only, and its employee-user role (§6)', () => {
    const own = companyIdmRoles([group('t', ['EmployeeUser']), group('o', ['ServiceUser'], false)]);
    expect(own).toEqual({ roles: ['ServiceUser'], employee: false });
    expect(companyIdmRoles([group('o', ['B2BAPP_ServiceUser'], false)]).employee).toBe(true);
  });
});

describe('external service roles', () => {
  const manager = { userRole: 'MANAGER' as const, permission: true };
  const user = { userRole: 'USER' as const, permission: true };
  it('lets only a manager of the service (or operator staff) make another its manager', () => {
    expect(externalServiceProblem({ isOperatorStaff: false, ownAccess: user }, null, manager)).toBe(
      'manager-not-held',
    );
    expect(
      externalServiceProblem(
        { isOperatorStaff: false, ownAccess: { ...manager, permission: false } },
        user,
        manager,
      ),
    ).toBe('manager-not-held');
    expect(externalServiceProblem({ isOperatorStaff: false, ownAccess: manager }, user, manager)).toBeNull();
    expect(externalServiceProblem({ isOperatorStaff: true, ownAccess: null }, null, manager)).toBeNull();
  });

  it('names who may make someone a manager of a service: its managers with access on, or operator staff', () => {
    expect(mayGrantServiceManager({ isOperatorStaff: false, ownAccess: manager })).toBe(true);
    expect(mayGrantServiceManager({ isOperatorStaff: true, ownAccess: null })).toBe(true);
    expect(mayGrantServiceManager({ isOperatorStaff: false, ownAccess: null })).toBe(false);
    expect(mayGrantServiceManager({ isOperatorStaff: false, ownAccess: user })).toBe(false);
    expect(
      mayGrantServiceManager({ isOperatorStaff: false, ownAccess: { ...manager, permission: false } }),
    ).toBe(false);
  });

  it('checks switching a manager’s access back on as making them a manager', () => {
    const off = { ...manager, permission: false };
    const none = { isOperatorStaff: false, ownAccess: null };
    expect(externalServiceProblem(none, off, manager)).toBe('manager-not-held');
    expect(externalServiceProblem(none, off, user)).toBeNull();
    expect(externalServiceProblem({ isOperatorStaff: false, ownAccess: manager }, off, manager)).toBeNull();
  });

  it('always allows taking a role away or switching access off', () => {
    const none = { isOperatorStaff: false, ownAccess: null };
    expect(externalServiceProblem(none, manager, user)).toBeNull();
    expect(externalServiceProblem(none, manager, { ...manager, permission: false })).toBeNull();
    expect(externalServiceProblem(none, manager, manager)).toBeNull();
  });
});
