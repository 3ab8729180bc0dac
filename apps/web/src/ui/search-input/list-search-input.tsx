import { useEffect, useState } from 'react';
import { SearchInput, type SearchInputProps } from './search-input';

export interface ListSearchInputProps extends Omit<
  SearchInputProps,
  'value' | 'onChange' | 'onSubmit' | 'searchLabel'
> {
  /** The search button's name; the box's label unless that would not say what the button does. */
  searchLabel?: string;
  /** What the list is searched for now (from the address): the box shows it, and follows when it changes. */
  searched: string;
  /** The trimmed text on Enter or the search button; '' when the box of a searched list is emptied. */
  onSearch: (text: string) => void;
  /**
   * The longest text the list's query takes: a longer one would be dropped from the address and the whole list
   * shown as if it matched, so the box takes no more.
   */
  maxLength: number;
  /**
   * Why a text cannot be searched for (the list query's rule, as a message), if it cannot: the box tells it
   * and the list stays as it was, where the text would be dropped and the whole list shown as if it matched.
   */
  issueOf?: (text: string) => string | undefined;
}

/**
 * A list's search box: what is typed waits for Enter or the search button, so the list is not asked again at
 * every key, and emptying the box shows the whole list again at once.
 */
export function ListSearchInput({ searched, onSearch, searchLabel, issueOf, ...box }: ListSearchInputProps) {
  const [text, setText] = useState(searched);
  const [issue, setIssue] = useState<string | undefined>();
  useEffect(() => setText(searched), [searched]);
  return (
    <SearchInput
      {...box}
      searchLabel={searchLabel ?? box.label}
      value={text}
      errorMessage={issue}
      onChange={(next) => {
        setText(next);
        setIssue(undefined);
        if (!next && searched) onSearch('');
      }}
      onSubmit={(next) => {
        const found = issueOf?.(next.trim());
        setIssue(found);
        if (!found) onSearch(next.trim());
      }}
    />
  );
}
