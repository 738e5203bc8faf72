/**
 * "Views" beside a list's filters (issue 32): the user's saved views of this list, each applied
 * with one press (the filters become exactly those saved) or deleted, and "Save view", which
 * names the current filters. The views are the user's own, kept by the API, so they follow the
 * user to another browser. They load when the menu first opens.
 */
import { type FormEvent, useState } from 'react';
import { Button, IconButton } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Popover } from '@chakra-ui/react/popover';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import {
  notifySuccess,
  reportApiError,
  SAVED_VIEW_NAME_MAX,
  type SavedView,
  type SavedViewFilters,
  validationMessages,
} from '@portal/shared';
import { useDeleteView, useSavedViews, useSaveView } from './saved-views-api';

export type SavedViewsMenuProps<F> = {
  /** The list's key: the route of its page, e.g. /reports/timesheet. */
  list: string;
  /** The filters as the page keeps them, saved as they are. */
  filters: F;
  /** Sets the page's filters to a saved view's. */
  onApply: (filters: F) => void;
};

export function SavedViewsMenu<F extends object>({ list, filters, onApply }: SavedViewsMenuProps<F>) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const views = useSavedViews(list, opened);
  const saveView = useSaveView();
  const deleteView = useDeleteView();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setNameError('The name field is required.');
    setSaving(true);
    try {
      const saved = await saveView({ list, name: name.trim(), filters: filters as SavedViewFilters });
      notifySuccess(saved.message);
      setName('');
      setNameError(null);
    } catch (error) {
      const messages = await validationMessages(error);
      if (messages) setNameError(messages[0]);
      else await reportApiError(error);
    } finally {
      setSaving(false);
    }
  };

  const remove = async (view: SavedView) => {
    try {
      notifySuccess((await deleteView(view)).message);
    } catch (error) {
      await reportApiError(error);
    }
  };

  const apply = (view: SavedView) => {
    onApply(view.filters as F);
    setOpen(false);
  };

  const shown = views.data?.data;
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (details.open) setOpened(true);
      }}
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <Button variant="outline" size="sm">
          Views
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="xs" maxW="calc(100vw - 1rem)">
            <Popover.Body>
              <Stack gap="3">
                <Popover.Title fontWeight="semibold">Saved views</Popover.Title>
                {!shown && !views.error && <Text color="fg.muted">Loading…</Text>}
                {views.error && !shown && <Text color="fg.error">The views could not be loaded.</Text>}
                {shown?.length === 0 && <Text color="fg.muted">No saved views yet.</Text>}
                {shown && shown.length > 0 && (
                  <Stack as="ul" gap="1" listStyleType="none" aria-label="Saved views" maxH="50vh" overflowY="auto">
                    {shown.map((view) => (
                      <Flex as="li" key={view.id} align="center" gap="1">
                        <Button variant="ghost" size="sm" flex="1" justifyContent="flex-start" minW="0" onClick={() => apply(view)}>
                          <Text truncate>{view.name}</Text>
                        </Button>
                        <IconButton variant="ghost" size="sm" aria-label={`Delete view ${view.name}`} onClick={() => void remove(view)}>
                          ✕
                        </IconButton>
                      </Flex>
                    ))}
                  </Stack>
                )}
                <form onSubmit={(event) => void save(event)} aria-label="Save view">
                  <Stack gap="2">
                    <Field.Root invalid={Boolean(nameError)}>
                      <Field.Label>View name</Field.Label>
                      <Input
                        size="sm"
                        value={name}
                        maxLength={SAVED_VIEW_NAME_MAX}
                        placeholder="e.g. My team this month"
                        onChange={(event) => {
                          setName(event.target.value);
                          setNameError(null);
                        }}
                      />
                      <Field.ErrorText>{nameError}</Field.ErrorText>
                    </Field.Root>
                    <Button type="submit" size="sm" colorPalette="blue" loading={saving} alignSelf="flex-end">
                      Save view
                    </Button>
                  </Stack>
                </form>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
