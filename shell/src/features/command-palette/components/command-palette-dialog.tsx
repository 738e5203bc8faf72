/**
 * The command palette (issue 32), loaded when first opened: Chakra's dialog around Chakra's
 * combobox, its list always shown under the input. Arrow keys move, Enter goes, Escape closes
 * and the focus goes back where it was (the dialog's own focus handling).
 */
import { type RefObject, useMemo, useRef, useState } from 'react';
import { createListCollection } from '@chakra-ui/react/collection';
import { Combobox } from '@chakra-ui/react/combobox';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '@portal/shared';
import { type AccessSubject, accessSubjectOf } from '@portal/shared/access';
import { useProjectSearch } from '../hooks/use-project-search';
import { matchingCommands, paletteCommands, type PaletteCommand, type PaletteGroup, searchesProjects } from '../palette-commands';

export type CommandPaletteDialogProps = {
  open: boolean;
  onClose: () => void;
  /** What had the focus when the palette was asked for: it gets it back on closing. */
  returnFocusTo: () => HTMLElement | null;
};

const GROUPS: PaletteGroup[] = ['Pages', 'Actions', 'Projects'];

/** The signed-in user's access subject, the same object while the session stays the same. */
function useStableAccessSubject(): AccessSubject | null {
  const me = useSessionStore((state) => state.me);
  const hasApproval = useSessionStore((state) => state.hasApproval);
  return useMemo(() => me && accessSubjectOf(me, hasApproval), [me, hasApproval]);
}

export function CommandPaletteDialog({ open, onClose, returnFocusTo }: CommandPaletteDialogProps) {
  const subject = useStableAccessSubject();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      // The dialog would give the focus back to its input: the combobox takes it before the dialog's trap starts.
      finalFocusEl={returnFocusTo}
      placement="top"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label="Command palette" data-command-palette="" mx="4">
            <Dialog.Body p="3">{subject && <PaletteSearch subject={subject} inputRef={inputRef} onClose={onClose} />}</Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type PaletteSearchProps = { subject: AccessSubject; inputRef: RefObject<HTMLInputElement | null>; onClose: () => void };

function PaletteSearch({ subject, inputRef, onClose }: PaletteSearchProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const withProjects = searchesProjects(subject);
  const search = useProjectSearch(text, withProjects);
  const commands = useMemo(() => paletteCommands(subject), [subject]);
  const shown = useMemo(() => {
    const projects: PaletteCommand[] = search.found.map((project) => ({
      value: `project:${project.id}`,
      label: [project.job_numbers.map((jobNumber) => jobNumber.name).join(', '), project.title].filter(Boolean).join(' · '),
      group: 'Projects',
      to: `/project/${project.id}`,
    }));
    return [...matchingCommands(commands, text), ...projects];
  }, [commands, text, search.found]);
  const collection = useMemo(
    () => createListCollection({ items: shown, itemToValue: (command) => command.value, itemToString: (command) => command.label }),
    [shown],
  );
  const go = (value: string | undefined) => {
    const command = shown.find((candidate) => candidate.value === value);
    if (!command) return;
    onClose();
    void navigate(command.to);
  };

  return (
    <Combobox.Root
      collection={collection}
      open
      // The dialog is the layer: the combobox adds none of its own, and its list stays in the dialog's flow.
      disableLayer
      inputValue={text}
      // The combobox writes its text back into the input in an effect: committed later than the
      // keystroke, that effect put the previous text back over the next key typed (a lost letter).
      onInputValueChange={(details) => flushSync(() => setText(details.inputValue))}
      onValueChange={(details) => go(details.value[0])}
      // The combobox closing its list (Enter on an entry) closes the palette.
      onOpenChange={(details) => !details.open && onClose()}
      inputBehavior="autohighlight"
      selectionBehavior="clear"
    >
      <Combobox.Label srOnly>Go to a page, find a project or start an entry</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input
          ref={inputRef}
          placeholder={withProjects ? 'Page, project title or job number…' : 'Page…'}
          // The combobox takes Escape for its list, which the palette always shows: here it closes the palette.
          onKeyDown={(event) => event.key === 'Escape' && onClose()}
        />
      </Combobox.Control>
      <Combobox.Content position="static" boxShadow="none" mt="2" maxH="min(60vh, 28rem)" overflowY="auto" px="0">
        <Combobox.Empty>{search.searching ? 'Searching…' : 'Nothing matches'}</Combobox.Empty>
        {GROUPS.map((group) => {
          const items = shown.filter((command) => command.group === group);
          return (
            items.length > 0 && (
              <Combobox.ItemGroup key={group}>
                <Combobox.ItemGroupLabel>{group}</Combobox.ItemGroupLabel>
                {items.map((command) => (
                  <Combobox.Item key={command.value} item={command}>
                    <Combobox.ItemText>{command.label}</Combobox.ItemText>
                  </Combobox.Item>
                ))}
              </Combobox.ItemGroup>
            )
          );
        })}
        {search.failed && (
          <Text px="2" py="1" textStyle="sm" color="fg.error">
            Projects could not be searched.
          </Text>
        )}
      </Combobox.Content>
    </Combobox.Root>
  );
}
