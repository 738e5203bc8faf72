/**
 * A search box that reports what to search for once typing pauses (300 ms), at once on Enter,
 * and only for text of at least `minLength` characters or when emptied (document 3, section 5:
 * text filters fire at 3 or more characters).
 */
import { useEffect, useRef, useState } from 'react';
import { Input } from '@chakra-ui/react/input';

export type SearchInputProps = {
  /** The search in effect (the box follows it when it changes elsewhere). */
  value: string;
  onSearch: (text: string) => void;
  label?: string;
  placeholder?: string;
  debounceMs?: number;
  minLength?: number;
};

export const SEARCH_DEBOUNCE_MS = 300;

export function SearchInput({
  value,
  onSearch,
  label = 'Search',
  placeholder = 'Search',
  debounceMs = SEARCH_DEBOUNCE_MS,
  minLength = 0,
}: SearchInputProps) {
  const [text, setText] = useState(value);
  const [followed, setFollowed] = useState(value);
  if (followed !== value) {
    setFollowed(value);
    setText(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const fire = (next: string) => {
    clearTimeout(timer.current);
    const trimmed = next.trim();
    if (trimmed !== value && (trimmed === '' || trimmed.length >= minLength)) onSearch(trimmed);
  };

  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={text}
      maxW="sm"
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => fire(next), debounceMs);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          fire(text);
        }
      }}
    />
  );
}
