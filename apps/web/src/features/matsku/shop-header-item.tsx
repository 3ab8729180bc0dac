import { isRealCompanyId, meetsAccessRequirement, menuRequirement } from '@kaista/domain/shared/roles';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { loadTexts } from '../../lib/i18n/i18n';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { useSessionUser } from '../../lib/session/use-session-user';

// The mini cart and its texts load with the first shop page; no other page's first load carries them.
const MiniCart = lazy(async () => {
  const [module] = await Promise.all([import('./mini-cart'), loadTexts(['matsku'])]);
  return { default: module.MiniCart };
});

/** §2: the mini cart sits in the header on the shop's pages, for those the §6 'matsku' entry lets in. */
export function ShopHeaderItem({ companyId }: { companyId: string | null }) {
  const { pathname } = useLocation();
  const { user } = useSessionUser();
  const flags = useFeatureFlags();
  if (!companyId || !isRealCompanyId(companyId) || !pathname.startsWith(`/${companyId}/matsku`)) return null;
  if (!meetsAccessRequirement(user, companyId, menuRequirement('matsku'), flags)) return null;
  return (
    <Suspense fallback={null}>
      <MiniCart companyId={companyId} />
    </Suspense>
  );
}
