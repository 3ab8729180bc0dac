import { addRecentCompany } from '@kaista/domain/session';
import type { CompanyRef } from '@kaista/domain/shared/api';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useUpdateProfile } from '../../lib/session/profile-update';
import { userQuery } from '../../lib/session/session-queries';
import { useSessionUser } from '../../lib/session/use-session-user';
import { activateCompany } from './company-search-queries';

const refs = (companies: readonly { uid: string }[]) => companies.map(({ uid }) => ({ uid }));

/**
 * §3 profile shortcuts of operator staff: favourites (added and removed by hand) and recent companies
 * (newest first, no duplicates, at most 10), both stored through PUT /users/self/profile.
 */
export function useCompanyShortcuts() {
  const { profile } = useSessionUser();
  const update = useUpdateProfile();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const favourites = profile.favourites.companies;
  const recents = profile.searches.companies;

  const isFavourite = (uid: string) => favourites.some((company) => company.uid === uid);
  const toggleFavourite = (company: CompanyRef) =>
    update.mutate({
      favourites: {
        companies: isFavourite(company.uid)
          ? refs(favourites.filter(({ uid }) => uid !== company.uid))
          : [...refs(favourites), { uid: company.uid }],
      },
    });
  const removeRecent = (uid: string) =>
    update.mutate({ searches: { companies: refs(recents.filter((company) => company.uid !== uid)) } });

  /**
   * Opens the company's home and puts it first among the recent companies; `replace` leaves the page that
   * opened it out of the history (a form that was sent).
   */
  const open = async (uid: string, { replace = false } = {}) => {
    await update.mutateAsync({ searches: { companies: addRecentCompany(refs(recents), { uid }) } });
    await activateCompany(uid);
    await queryClient.fetchQuery({ ...userQuery, staleTime: 0 });
    await navigate(`/${encodeURIComponent(uid)}/home`, { replace });
  };

  return { favourites, recents, isFavourite, toggleFavourite, removeRecent, open };
}
