import { GROUP_LIMITS, groupNameSchema } from '@kaista/domain/groups';
import { fieldIssueOf } from '@kaista/domain/shared/validation';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCheckedText } from '../../lib/forms/use-checked-text';
import { TextField } from '../../ui';
import { nameRefusal } from './group-errors';

/**
 * A group's or template's name, checked by the server's rule (§5 free text) before a save; a name the server
 * refused after all (another group has it) is told at the field by `tellRefusal`.
 */
export function useGroupName(initial: string) {
  const text = useCheckedText(initial, (name) => fieldIssueOf(groupNameSchema, 'name', name));
  const tellRefusal = (error: unknown) => {
    const key = nameRefusal(error);
    if (key) text.refuse(key);
  };
  return { ...text, tellRefusal };
}

type NameField = ReturnType<typeof useGroupName>['field'];

/** A group's or template's name, told as it is typed when it breaks the rule, and when empty once a save was tried. */
export function GroupNameField({ issue, ...field }: NameField) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      label={t('groups.name')}
      isRequired
      maxLength={GROUP_LIMITS.nameMaxLength}
      errorMessage={issue ? t(issue) : undefined}
    />
  );
}
