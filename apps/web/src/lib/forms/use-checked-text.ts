import { useRef, useState } from 'react';

// The text field's ref reaches an input or a text area.
type TextInput = HTMLInputElement & HTMLTextAreaElement;

/**
 * A text a form checks before it is sent, by the domain's rule (`issueOf` gives the message key of the first
 * rule the text breaks). The send button stays pressable: a press with a text that breaks the rule tells why
 * and puts the focus on the field, rather than a button greyed out without a word. An untouched empty text is
 * not told as an error until a send was tried.
 */
export function useCheckedText(initial: string, issueOf: (text: string) => string | undefined) {
  const [value, setValue] = useState(initial);
  const [wasTried, setWasTried] = useState(false);
  // What the server refused and why ('a group of that name exists'): told until the text changes.
  const [refusal, setRefusal] = useState<{ text: string; key: string } | null>(null);
  const ref = useRef<TextInput>(null);
  const issue =
    refusal?.text === value ? refusal.key : value === '' && !wasTried ? undefined : issueOf(value);
  return {
    value,
    /** The props of the field: its value, its change, its ref and the message key of its issue, if any. */
    field: { value, onChange: setValue, ref, issue },
    /** True when the text may be sent; otherwise the field says why and takes the focus. */
    isReady() {
      setWasTried(true);
      if (issueOf(value) === undefined) return true;
      ref.current?.focus();
      return false;
    },
    /** The server refused this text (the message key says why): told at the field, with the focus there. */
    refuse(key: string) {
      setRefusal({ text: value, key });
      ref.current?.focus();
    },
    /** Back to the initial text, with nothing told until a send is tried again. */
    reset() {
      setValue(initial);
      setWasTried(false);
    },
  };
}
