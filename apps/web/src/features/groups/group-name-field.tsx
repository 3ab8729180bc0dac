import { GROUP_LIMITS, groupNameSchema } from '@kaista/domain/groups';
import { fieldIssues } from '@kaista/domain/shared/validation';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui';

/** The first rule a group's or template's name breaks (the server's own, §5 free text), as a message key. */
export function groupNameIssue(name: string): string | undefined {
  const checked = groupNameSchema.safeParse({ name });
  return checked.success ? undefined : fieldIssues(checked.error).name;
}

/**
 * A group's or template's name, told as it is typed when it breaks the rule; an untouched empty name is not
 * an error yet (the save button waits for a valid one).
 */
export function GroupNameField({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const { t } = useTranslation();
  const issue = value === '' ? undefined : groupNameIssue(value);
  return (
    <TextField
      label={t('groups.name')}
      value={value}
      onChange={onChange}
      isRequired
      maxLength={GROUP_LIMITS.nameMaxLength}
      errorMessage={issue ? t(issue) : undefined}
    />
  );
}
