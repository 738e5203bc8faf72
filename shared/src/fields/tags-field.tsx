/**
 * A tags input bound to react-final-form: typed text becomes a tag on Enter, on a comma, or
 * when the field is left (so text typed without Enter still counts); Backspace in the empty
 * box removes the last tag. The value is the list of tags, without duplicates.
 */
import { useMemo, useState } from 'react';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Tag } from '@chakra-ui/react/tag';
import { Wrap } from '@chakra-ui/react/wrap';
import { useField } from 'react-final-form';
import { type BaseFieldProps, FieldFrame, fieldError, fieldRules } from './field-frame';

export type TagsFieldProps = BaseFieldProps<string[] | undefined> & { placeholder?: string };

const EMPTY: string[] = [];

/** Splits typed text on commas into new tags, skipping empty ones and ones already there. */
export function addTags(tags: readonly string[], text: string): string[] {
  const next = [...tags];
  for (const part of text.split(',').map((piece) => piece.trim())) {
    if (part && !next.some((tag) => tag.toLowerCase() === part.toLowerCase())) next.push(part);
  }
  return next;
}

export function TagsField({ name, validate, required, placeholder = 'Type and press Enter', ...frame }: TagsFieldProps) {
  const rules = useMemo(() => fieldRules(required, validate), [required, validate]);
  const { input, meta } = useField<string[] | undefined>(name, {
    validate: rules,
    isEqual: (a, b) => JSON.stringify(a ?? []) === JSON.stringify(b ?? []),
  });
  const tags = Array.isArray(input.value) ? input.value : EMPTY;
  const [text, setText] = useState('');
  const commit = () => {
    if (text.trim()) input.onChange(addTags(tags, text));
    setText('');
  };
  const locked = frame.disabled || frame.readOnly;

  return (
    <FieldFrame {...frame} required={required} error={fieldError(meta)}>
      <Stack gap="2" width="full">
        <Input
          name={input.name}
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.currentTarget.value)}
          onFocus={input.onFocus}
          onBlur={() => {
            commit();
            input.onBlur();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ',') {
              event.preventDefault();
              commit();
            } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
              input.onChange(tags.slice(0, -1));
            }
          }}
        />
        {tags.length > 0 && (
          <Wrap gap="2" aria-label={`Chosen ${frame.label}`} role="list">
            {tags.map((tag) => (
              <Tag.Root key={tag} role="listitem" size="lg" variant="surface">
                <Tag.Label>{tag}</Tag.Label>
                {!locked && (
                  <Tag.EndElement>
                    <Tag.CloseTrigger
                      aria-label={`Remove ${tag}`}
                      onClick={() => input.onChange(tags.filter((candidate) => candidate !== tag))}
                    />
                  </Tag.EndElement>
                )}
              </Tag.Root>
            ))}
          </Wrap>
        )}
      </Stack>
    </FieldFrame>
  );
}
