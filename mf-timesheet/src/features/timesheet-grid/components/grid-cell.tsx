/**
 * One cell of the week grid: the day's hours of one row, in a real text input (hours typed as
 * in the entry form: "1,5", "1.5" or "1:30"). Enter saves, and so does leaving a changed cell;
 * a refusal (the form's rules or the server's message) shows under the cell and keeps what was
 * typed. A cell with several entries is a button that opens them; a cell that cannot change
 * (approved, locked, a future day...) is read-only and says why.
 */
import { type KeyboardEvent, useRef, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import type { TimesheetEntry } from '@portal/shared';
import { formatHours } from '../../timesheet-week/week';
import { cellHours } from '../grid-rows';

export type CellSave = (typed: string) => Promise<string | undefined>;

type Props = {
  /** "Spring campaign, Front-end Development, Monday, 16.11.2026" */
  label: string;
  entries: readonly TimesheetEntry[];
  /** Why the cell cannot change; undefined when it can. */
  readOnlyReason?: string;
  /** Saves what was typed; answers the refusal to show, or undefined when saved. */
  onSave: CellSave;
  onOpenEntries: () => void;
  position: { row: number; column: number };
};

const plainHours = (hours: number) => String(hours);

export function GridCell({ label, entries, readOnlyReason, onSave, onOpenEntries, position }: Props) {
  const saved = entries.length === 0 ? '' : plainHours(cellHours(entries));
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const saving = useRef(false);
  const cell = { 'data-grid-row': position.row, 'data-grid-column': position.column };

  if (entries.length > 1) {
    return (
      <Button
        {...cell}
        size="xs"
        variant="outline"
        w="full"
        aria-label={`${label}: ${formatHours(cellHours(entries))} hours in ${entries.length} entries, open them`}
        onClick={onOpenEntries}
      >
        {plainHours(cellHours(entries))} ({entries.length})
      </Button>
    );
  }

  const save = async () => {
    if (saving.current || draft === null || draft.trim() === saved) {
      if (draft !== null && draft.trim() === saved) setDraft(null);
      return;
    }
    saving.current = true;
    try {
      const refusal = await onSave(draft);
      setError(refusal);
      if (refusal === undefined) setDraft(null);
    } finally {
      saving.current = false;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape' && draft !== null) {
      event.preventDefault();
      setDraft(null);
      setError(undefined);
    }
  };

  return (
    <Field.Root invalid={error !== undefined} readOnly={readOnlyReason !== undefined} gap="1">
      <Input
        {...cell}
        size="sm"
        textAlign="end"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        title={readOnlyReason}
        readOnly={readOnlyReason !== undefined}
        value={draft ?? saved}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(undefined);
        }}
        onFocus={(event) => event.target.select()}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // Leaving a changed cell keeps it (an emptied one waits for Enter: removing asks first).
          if (draft !== null && draft.trim() !== '') void save();
        }}
      />
      {error !== undefined && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
