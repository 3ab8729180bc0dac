import { nameOf, type CodeNames } from '@kaista/domain/shared/formatting';
import { useTranslation } from 'react-i18next';
import { isLanguage } from './language';

/**
 * Names codes whose names the server uses too (roles, permissions, a contact's tasks: the audit log and its
 * CSV name them), so they live in the domain package rather than in the web's texts; renders again when the
 * language changes, like `t`.
 */
export function useCodeName(names: CodeNames): (code: string) => string {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'fi';
  return (code) => nameOf(names, code, language);
}
