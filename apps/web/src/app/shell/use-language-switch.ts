import type { Language } from '@kaista/domain/shared/formatting';
import { applyLanguage } from '../../lib/i18n/language';
import { useUpdateProfile } from '../../lib/session/profile-update';
import { broadcastLanguage } from '../session/language-broadcast';

/** §4: a new language applies at once, is saved to the profile, then the other tabs are told. */
export function useLanguageSwitch() {
  const update = useUpdateProfile();
  return (language: Language) => {
    void applyLanguage(language);
    update.mutate({ userLanguage: language }, { onSuccess: () => broadcastLanguage(language) });
  };
}
