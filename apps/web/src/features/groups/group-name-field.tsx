import { GROUP_LIMITS, groupNameSchema } from '@kaista/domain/groups';
import { fieldIssues } from '@kaista/domain/shared/validation';
import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui';

/** The first rule a group's or template's name breaks (the server's own, §5 free text), as a message key. */
function groupNameIssue(name: string): string | undefined {
  const checked = groupNameSchema.safeParse({ name });
  return checked.success ? undefined : fieldIssues(checked.error).name;
}

// The text field's ref reaches an input or a text area; the name is always an input.
type NameInput = HTMLInputElement & HTMLTextAreaElement;

type NameField = {
  value: string;
  onChange: (name: string) => void;
  /** After a save was tried, an empty name is told too. */
  wasTried: boolean;
  inputRef: RefObject<NameInput | null>;
};

/**
 * A group's or template's name and its check before a save: the save button stays pressable, and a press
 * with a name that breaks the rule tells why and puts the focus on the name, rather than a button that is
 * greyed out without a word.
 */
export function useGroupName(initial: string) {
  const [name, setName] = useState(initial);
  const [wasTried, setWasTried] = useState(false);
  const inputRef = useRef<NameInput>(null);
  const field: NameField = { value: name, onChange: setName, wasTried, inputRef };
  return {
    name,
    field,
    /** True when the name may be saved; otherwise the field says why and takes the focus. */
    isReady() {
      setWasTried(true);
      if (groupNameIssue(name) === undefined) return true;
      inputRef.current?.focus();
      return false;
    },
  };
}

/** A group's or template's name, told as it is typed when it breaks the rule, and when empty once a save was tried. */
export function GroupNameField({ value, onChange, wasTried, inputRef }: NameField) {
  const { t } = useTranslation();
  const issue = value === '' && !wasTried ? undefined : groupNameIssue(value);
  return (
    <TextField
      ref={inputRef}
      label={t('groups.name')}
      value={value}
      onChange={onChange}
      isRequired
      maxLength={GROUP_LIMITS.nameMaxLength}
      errorMessage={issue ? t(issue) : undefined}
    />
  );
}
