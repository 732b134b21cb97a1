import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/** How long typing pauses before the search reaches the URL (and the API). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListSearchInputProps {
  label: string;
  placeholder: string;
  /** The search in the URL. */
  value: string | undefined;
  onSearch: (search: string | undefined) => void;
}

/** The text search of a list: typed locally, sent to the URL after a pause. */
export function ListSearchInput({ label, placeholder, value, onSearch }: ListSearchInputProps) {
  const current = value ?? '';
  const [text, setText] = useState(current);
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const [seen, setSeen] = useState(current);
  if (current !== seen) {
    setSeen(current);
    // changed from outside (back/forward, clearing the filters), not by this input's own pending text
    if (current !== debounced.trim()) setText(current);
  }

  useEffect(() => {
    const next = debounced.trim();
    if (next !== current) onSearch(next || undefined);
    // only a settled text sends; the URL catching up must not send again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      type="search"
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
    />
  );
}
