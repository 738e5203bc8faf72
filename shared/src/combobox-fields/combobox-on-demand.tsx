/**
 * The combobox code (Chakra's combobox on Ark UI's state machine and collections, some 30 KiB
 * gzip) is not part of a page's first load: a list's filters and a form show their combobox
 * fields long before anyone opens one, and most visits never do. Until it is first asked for,
 * a field is a plain input that looks the same; its code loads when the pointer or the focus
 * reaches the field, and a click, an arrow key or typing puts the combobox in its place,
 * focused, open and with the text typed so far. A field mounted after the code has loaded is
 * the combobox from the start.
 */
import { type ReactNode, useRef, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { notifyError } from '@portal/shared';

export type ComboboxParts = typeof import('./combobox-parts');

let loadedParts: ComboboxParts | undefined;
let partsDownload: Promise<ComboboxParts> | undefined;

/** One download for every combobox field; a failed one is tried again on the next use. */
export function loadComboboxParts(): Promise<ComboboxParts> {
  partsDownload ??= import(/* webpackChunkName: "combobox-parts" */ './combobox-parts').then(
    (module) => (loadedParts = module),
    (error: unknown) => {
      partsDownload = undefined;
      throw error;
    },
  );
  return partsDownload;
}

type ComboboxOnDemand = {
  /** The combobox code, once it has loaded and the field was asked for (or at mount, when it had loaded before). */
  parts: ComboboxParts | undefined;
  /** The user asked for the combobox in the stand-in: it takes the focus over and opens. */
  takesOver: boolean;
  /** What the stand-in input calls: the pointer or the focus reached it, the user asked for the list (a click, an arrow key) or typed. */
  standIn: { fetch: () => void; ask: () => void; type: () => void; leave: () => void };
};

/**
 * @param label the field's label, for the message when the code could not be loaded
 * @param inactive a disabled or read-only field never needs the combobox
 */
export function useComboboxOnDemand(label: string, inactive: boolean): ComboboxOnDemand {
  const [parts, setParts] = useState(() => loadedParts);
  // Once shown, the combobox stays: it is only put in when asked for (or already loaded at mount).
  const [shown, setShown] = useState(() => loadedParts !== undefined);
  const [asked, setAsked] = useState(false);
  if (parts && asked && !shown) setShown(true);

  // The download under way (and whether the user asked for the list meanwhile: each keystroke
  // asks), or one that failed and was said: typing then goes on in the plain input, and only a
  // click or an arrow key tries again, so a user offline is told once, not at every keystroke.
  const download = useRef<'quietly' | 'asked' | 'failed-and-said' | null>(null);

  const fetchParts = (userAsked: boolean) => {
    if (parts || inactive) return;
    // Loaded for another field: in this very event, so a keystroke that asks for the list opens it.
    if (loadedParts) {
      setParts(loadedParts);
      return;
    }
    if (download.current === 'quietly' || download.current === 'asked') {
      if (userAsked) download.current = 'asked';
      return;
    }
    download.current = userAsked ? 'asked' : 'quietly';
    loadComboboxParts().then(
      (loaded) => {
        download.current = null;
        setParts(loaded);
      },
      () => {
        const said = download.current === 'asked';
        if (said) notifyError(`The ${label} list could not be loaded. Check your connection and try again.`);
        download.current = said ? 'failed-and-said' : null;
      },
    );
  };
  const ask = () => {
    setAsked(true);
    fetchParts(true);
  };
  return {
    parts: shown ? parts : undefined,
    takesOver: asked,
    standIn: {
      fetch: () => download.current !== 'failed-and-said' && fetchParts(false),
      ask,
      type: () => download.current !== 'failed-and-said' && ask(),
      // Left before the code arrived: the combobox must not take the focus back.
      leave: () => setAsked(false),
    },
  };
}

/** What a field hands its combobox and the combobox's stand-in alike. */
export type ComboboxInputProps = {
  name: string;
  text: string;
  onTextChange: (text: string) => void;
  onFocus: () => void;
  onBlur: () => void;
  placeholder: string;
  disabled?: boolean;
  readOnly?: boolean;
};

type ComboboxStandInProps = ComboboxInputProps & {
  standIn: ComboboxOnDemand['standIn'];
  /** Drawn at the input's end, where the combobox has its trigger. */
  indicator?: ReactNode;
};

/** The plain input a combobox field shows until its combobox is asked for. */
export function ComboboxStandIn({
  name,
  text,
  placeholder,
  disabled,
  readOnly,
  onTextChange,
  onFocus,
  onBlur,
  standIn,
  indicator,
}: ComboboxStandInProps) {
  return (
    <Box position="relative" width="full">
      <Input
        name={name}
        value={text}
        placeholder={placeholder}
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        autoComplete="off"
        disabled={disabled}
        readOnly={readOnly}
        pe={indicator ? '8' : undefined}
        onPointerEnter={standIn.fetch}
        onFocus={() => {
          onFocus();
          standIn.fetch();
        }}
        onBlur={() => {
          standIn.leave();
          onBlur();
        }}
        onClick={standIn.ask}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') standIn.ask();
        }}
        onChange={(event) => {
          onTextChange(event.target.value);
          standIn.type();
        }}
      />
      {indicator && (
        <Box aria-hidden position="absolute" insetEnd="3" top="50%" transform="translateY(-50%)" pointerEvents="none" lineHeight="0">
          {indicator}
        </Box>
      )}
    </Box>
  );
}
