import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Dropdown } from '../../ui';
import { TextField } from '../../ui/text-field/text-field';
import { FormField } from '../../ui/form-field/form-field';
import type { TicketFormInput, TicketFormValues } from './ticket-form-schema';

const NONE = 'none';
/** The search asks once the typing pauses, not on every key. */
const TYPING_PAUSE_MS = 300;

export interface ChoiceOption {
  id: string;
  label: string;
}

interface SearchedChoiceProps<T, K extends QueryKey> {
  control: Control<TicketFormInput, unknown, TicketFormValues>;
  name: 'relatedDeviceId' | 'relatedServiceId';
  searchLabel: string;
  searchHint: string;
  label: string;
  /** What the typed text finds; a query that waits for text leaves only "none" and the chosen one. */
  query: (text: string) => UseQueryOptions<T, Error, T, K>;
  options: (found: T) => ChoiceOption[];
  /** The choice the form opens with (a link's), shown until another is made. */
  initial?: ChoiceOption | null;
}

/**
 * An optional reference of the ticket picked from a search: the text narrows the choices, and the one chosen
 * stays a choice while another search runs, so a search never takes the user's choice away.
 */
export function SearchedChoice<T, K extends QueryKey>(props: SearchedChoiceProps<T, K>) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<ChoiceOption | null>(props.initial ?? null);
  useEffect(() => {
    const timer = setTimeout(() => setText(search.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const found = useQuery({ ...props.query(text), placeholderData: keepPreviousData });
  const foundOptions = found.data === undefined ? [] : props.options(found.data);
  const choices = [
    { id: NONE, label: t('tickets.form.none') },
    ...(picked && !foundOptions.some((option) => option.id === picked.id) ? [picked] : []),
    ...foundOptions,
  ];
  return (
    <>
      <TextField
        label={props.searchLabel}
        description={props.searchHint}
        value={search}
        onChange={setSearch}
        maxLength={100}
      />
      <FormField control={props.control} name={props.name}>
        {(field) => (
          <Dropdown
            label={props.label}
            options={choices}
            value={field.value ?? NONE}
            onChange={(value) => {
              setPicked(choices.find((option) => option.id === value && value !== NONE) ?? null);
              field.onChange(value === NONE ? null : value);
            }}
            isDisabled={found.isLoading}
            errorMessage={field.errorMessage}
          />
        )}
      </FormField>
    </>
  );
}
