import { LANGUAGE_CHANGED_MESSAGE } from '@kaista/domain/shared/constants';
import type { Language } from '@kaista/domain/shared/formatting';
import { applyLanguage } from '../../lib/i18n/language';
import { useUpdateProfile } from '../../lib/session/profile-update';
import { broadcastTabChange } from '../../lib/session/tab-broadcast';

/** §4: a new language applies at once, is saved to the profile, then the other tabs are told. */
export function useLanguageSwitch() {
  const update = useUpdateProfile();
  return (language: Language) => {
    void applyLanguage(language);
    update.mutate(
      { userLanguage: language },
      { onSuccess: () => broadcastTabChange(LANGUAGE_CHANGED_MESSAGE) },
    );
  };
}
