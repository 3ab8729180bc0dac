import type { UseFormReturn } from 'react-hook-form';

/**
 * After a message is sent, the focus goes to its field, emptied, where the next one is written: the send
 * button, disabled while sending, lost it to the page's start. The focus comes before the reset, which forgets
 * the field's element until it renders again.
 */
export function readyForNextMessage(form: UseFormReturn<{ body: string }>): void {
  form.setFocus('body');
  form.reset({ body: '' });
}
