/**
 * The header's way into the command palette (issue 32): a button for pointer and touch, and
 * Ctrl-K (Cmd-K on a Mac) on every signed-in page. The palette's code (its dialog, combobox
 * and searches) loads on first use, or as the pointer or the focus reaches the button: the
 * first load of a page carries only this button and the key listener.
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { codeOnDemand } from '@portal/shared';

const { OnDemand: CommandPaletteDialog, preload } = codeOnDemand('The command palette', () =>
  import('./command-palette-dialog').then((module) => module.CommandPaletteDialog),
);

/** Ctrl-K, or Cmd-K: the key every tool the agency's staff use opens its palette with. */
export const isPaletteKey = (event: KeyboardEvent) =>
  event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;

type Setter = (value: boolean) => void;

/** Opens the palette, noting what has the focus now: it gets it back when the palette closes. */
function start(focusedBefore: { current: HTMLElement | null }, setUsed: Setter, setOpen: Setter) {
  focusedBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  setUsed(true);
  setOpen(true);
}

export function CommandPalette() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so it closes with its animation and opens again at once.
  const [used, setUsed] = useState(false);
  const focusedBefore = useRef<HTMLElement | null>(null);
  const show = () => open || start(focusedBefore, setUsed, setOpen);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteKey(event)) return;
      // The browser's own Ctrl-K (its search bar) gives way to the portal's.
      event.preventDefault();
      // Asked again while open, the palette stays as it is (and keeps where the focus goes back to).
      if (!document.querySelector('[data-command-palette][data-state="open"]')) start(focusedBefore, setUsed, setOpen);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label="Search pages and projects"
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        // On a phone the magnifier alone: the header holds the brand, Add Project, the bell and the profile too.
        px={{ base: '2', md: '3' }}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={show}
      >
        <SearchIcon />
        <Text as="span" display={{ base: 'none', md: 'inline' }}>
          Search
        </Text>
        <Text as="span" display={{ base: 'none', md: 'inline' }} color="fg.muted" textStyle="xs" aria-hidden="true">
          Ctrl K
        </Text>
      </Button>
      {used && (
        <CommandPaletteDialog
          open={open}
          onClose={() => setOpen(false)}
          returnFocusTo={() => focusedBefore.current}
          fallback={null}
          onFailure={() => {
            setUsed(false);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

function SearchIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </svg>
  );
}
