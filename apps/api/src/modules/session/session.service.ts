import type { Profile, ProfileUpdate, SessionState, UserInfo } from '@kaista/domain';
import {
  isRealCompanyId,
  NO_COMPANY_ID,
  PERMISSIONS,
  RECENT_COMPANIES_MAX,
  toLanguage,
} from '@kaista/domain';
import { badRequest, notFound } from '../../http-errors';
import type { AccessUser } from '../../plugins/session/access';
import { displayName, permissionsIn } from '../../plugins/session/access';
import type { AuthContext } from '../../plugins/session/session-plugin';
import type { SessionStore } from '../../plugins/session/session-store';
import type { ProfileChanges, ProfileRepo } from './profile.repo';

const unique = (ids: readonly string[]) => [...new Set(ids)];

export class SessionService {
  constructor(
    private readonly profiles: ProfileRepo,
    private readonly sessions: SessionStore,
  ) {}

  /** POST /session: the session starts in the company the user last worked in, else their default. */
  async start(auth: AuthContext): Promise<SessionState> {
    const profile = await this.profiles.find(auth.user.id);
    const candidates = [
      profile?.currentCompanyId,
      profile?.defaultCompanyId,
      auth.user.memberships[0]?.companyId,
    ];
    const companyId = auth.user.isOperatorStaff
      ? NO_COMPANY_ID
      : (candidates.find((id) => id && permissionsIn(auth.user, id)) ?? NO_COMPANY_ID);
    await this.sessions.update(auth.session.idHash, { currentCompanyId: companyId });
    return { currentCompanyId: companyId, expiresAt: auth.session.idleExpiresAt.toISOString() };
  }

  /** POST /businesses/{id}/activate: company 0 means none; any other id must be reachable. */
  async activate(auth: AuthContext, companyId: string): Promise<SessionState> {
    if (isRealCompanyId(companyId)) {
      const [company] = await this.profiles.companyRefs([companyId]);
      if (!company || !permissionsIn(auth.user, companyId)) throw notFound('Company');
      await this.profiles.save(auth.user.id, { currentCompanyId: companyId });
    }
    await this.sessions.update(auth.session.idHash, { currentCompanyId: companyId });
    return { currentCompanyId: companyId, expiresAt: auth.session.idleExpiresAt.toISOString() };
  }

  async userInfo(auth: AuthContext): Promise<UserInfo> {
    const { user, session, operator } = auth;
    return {
      uid: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      name: displayName(user),
      email: user.email,
      type: user.type,
      roles: user.globalRoles,
      roleFeatures: [],
      organizations: await this.organizationsOf(user, session.currentCompanyId),
      currentCompanyId: session.currentCompanyId,
      impersonatorName: operator ? displayName(operator) : null,
    };
  }

  /** Operator staff belong to no company, but hold every permission in the one they are working on. */
  private async organizationsOf(
    user: AccessUser,
    currentCompanyId: string,
  ): Promise<UserInfo['organizations']> {
    const own = user.memberships.map((membership) => ({
      uid: membership.companyId,
      name: membership.companyName,
      isUpToDate: true,
      roles: membership.roles,
      permissions: membership.permissions,
    }));
    if (!user.isOperatorStaff || !isRealCompanyId(currentCompanyId)) return own;
    const [company] = await this.profiles.companyRefs([currentCompanyId]);
    return company
      ? [...own, { ...company, isUpToDate: true, roles: [], permissions: [...PERMISSIONS] }]
      : own;
  }

  async profile(userId: string): Promise<Profile> {
    const row = await this.profiles.find(userId);
    const [current] = await this.profiles.companyRefs(row?.currentCompanyId ? [row.currentCompanyId] : []);
    const [preferred] = await this.profiles.companyRefs(row?.defaultCompanyId ? [row.defaultCompanyId] : []);
    return {
      userLanguage: toLanguage(row?.language),
      currentCompanyInfo: current ?? null,
      defaultCompany: preferred ?? null,
      favourites: { companies: await this.profiles.companyRefs(row?.favouriteCompanyIds ?? []) },
      searches: { companies: await this.profiles.companyRefs(row?.recentCompanyIds ?? []) },
      mainTourDismissed: row?.mainTourDismissed ?? false,
      oneTimeUserAndPermissionGroupViewNotification: row?.oneTimeGroupViewNotification ?? false,
    };
  }

  async updateProfile(user: AccessUser, update: ProfileUpdate): Promise<Profile> {
    const changes: ProfileChanges = {};
    if (update.userLanguage) changes.language = update.userLanguage;
    if (update.defaultCompany) {
      if (
        !permissionsIn(user, update.defaultCompany.uid) ||
        (user.isOperatorStaff && !(await this.exists(update.defaultCompany.uid)))
      ) {
        throw badRequest('The default company must be one of your companies.', {
          defaultCompany: 'error.invalid-company',
        });
      }
      changes.defaultCompanyId = update.defaultCompany.uid;
    }
    if (update.favourites)
      changes.favouriteCompanyIds = unique(update.favourites.companies.map((company) => company.uid));
    if (update.searches) {
      changes.recentCompanyIds = unique(update.searches.companies.map((company) => company.uid)).slice(
        0,
        RECENT_COMPANIES_MAX,
      );
    }
    if (update.mainTourDismissed !== undefined) changes.mainTourDismissed = update.mainTourDismissed;
    if (update.oneTimeUserAndPermissionGroupViewNotification !== undefined) {
      changes.oneTimeGroupViewNotification = update.oneTimeUserAndPermissionGroupViewNotification;
    }
    await this.profiles.save(user.id, changes);
    return this.profile(user.id);
  }

  private async exists(companyId: string): Promise<boolean> {
    return (await this.profiles.companyRefs([companyId])).length > 0;
  }
}
