import type { Profile, ProfileUpdate, SessionState, UserInfo } from '@kaista/domain/session';
import { RECENT_COMPANIES_MAX } from '@kaista/domain/shared/constants';
import { toLanguage } from '@kaista/domain/shared/formatting';
import { isRealCompanyId, NO_COMPANY_ID, PERMISSIONS } from '@kaista/domain/shared/roles';
import { badRequest, notFound } from '../../http-errors';
import type { AccessUser } from '../../plugins/session/access-user';
import { permissionsIn } from '../../plugins/session/role-holder';
import type { AuthContext } from '../../plugins/session/session-plugin';
import type { SessionStore } from '../../plugins/session/session-store';
import type { ProfileChanges, ProfileRepo } from './profile.repo';
import { toOrganization, toUserInfo } from './session-mapper';

const unique = (ids: readonly string[]) => [...new Set(ids)];
/** The tenant guard's rule: operator staff reach every company, a company user only their own. */
const reachable = (user: AccessUser, ids: readonly string[]) => ids.filter((id) => permissionsIn(user, id));
const invalidCompanies = (field: 'favourites' | 'searches') =>
  badRequest('A profile may only hold companies you may reach.', { [field]: 'error.invalid-company' });

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
    return toUserInfo(auth, await this.organizationsOf(auth.user, auth.session.currentCompanyId));
  }

  /** Operator staff belong to no company, but hold every permission in the one they are working on. */
  private async organizationsOf(
    user: AccessUser,
    currentCompanyId: string,
  ): Promise<UserInfo['organizations']> {
    const own = user.memberships.map(toOrganization);
    if (!user.isOperatorStaff || !isRealCompanyId(currentCompanyId)) return own;
    const [company] = await this.profiles.companyRefs([currentCompanyId]);
    return company
      ? [...own, { ...company, isUpToDate: true, roles: [], permissions: [...PERMISSIONS] }]
      : own;
  }

  /** Names only of companies the user may reach now: a membership may have ended since the profile was saved. */
  async profile(user: AccessUser): Promise<Profile> {
    const row = await this.profiles.find(user.id);
    const refs = (ids: readonly (string | null | undefined)[]) =>
      this.profiles.companyRefs(
        reachable(
          user,
          ids.filter((id): id is string => Boolean(id)),
        ),
      );
    const [current] = await refs([row?.currentCompanyId]);
    const [preferred] = await refs([row?.defaultCompanyId]);
    return {
      userLanguage: toLanguage(row?.language),
      currentCompanyInfo: current ?? null,
      defaultCompany: preferred ?? null,
      favourites: { companies: await refs(row?.favouriteCompanyIds ?? []) },
      searches: { companies: await refs(row?.recentCompanyIds ?? []) },
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
    if (update.favourites) {
      const ids = unique(update.favourites.companies.map((company) => company.uid));
      if (reachable(user, ids).length !== ids.length) throw invalidCompanies('favourites');
      changes.favouriteCompanyIds = ids;
    }
    if (update.searches) {
      const ids = unique(update.searches.companies.map((company) => company.uid));
      if (reachable(user, ids).length !== ids.length) throw invalidCompanies('searches');
      changes.recentCompanyIds = ids.slice(0, RECENT_COMPANIES_MAX);
    }
    if (update.mainTourDismissed !== undefined) changes.mainTourDismissed = update.mainTourDismissed;
    if (update.oneTimeUserAndPermissionGroupViewNotification !== undefined) {
      changes.oneTimeGroupViewNotification = update.oneTimeUserAndPermissionGroupViewNotification;
    }
    await this.profiles.save(user.id, changes);
    return this.profile(user);
  }

  private async exists(companyId: string): Promise<boolean> {
    return (await this.profiles.companyRefs([companyId])).length > 0;
  }
}
