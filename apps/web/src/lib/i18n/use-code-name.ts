import { nameOf, toLanguage, type CodeNames } from '@kaista/domain/shared/formatting';
import { useTranslation } from './use-translation';

/**
 * Names codes the server names too (statuses, types, roles, permissions: the reports, the audit log and its
 * CSV read them), so their names live in the domain package rather than in the web's texts; renders again
 * when the language changes, like `t`.
 */
export function useCodeName(names: CodeNames): (code: string) => string {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (code) => nameOf(names, code, language);
}
