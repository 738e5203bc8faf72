/**
 * /config/wildcards: the list of developers' wildcards (name and date) and Add Wildcard with
 * a developer autocomplete, "Required" when none is chosen (document 3, sections 2 and 5).
 * Wildcards are neither edited nor removed.
 */
import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { CONFIG_MESSAGES, type WildcardRequest } from '@portal/shared';
import { formatDate } from '@portal/shared/format';
import { FormModal } from '@portal/shared/dialogs';
import { AutocompleteField } from '@portal/shared/combobox-fields';
import { PaginatedTable } from '@portal/shared/lists';
import { useReloadOnLookup } from '../features/config-list/hooks/use-reload-on-lookup';
import { useWildcards } from '../features/wildcards/api/get-wildcards';
import { useSaveWildcard } from '../features/wildcards/api/save-wildcard';
import { useDeveloperOptions } from '../features/wildcards/hooks/use-developer-options';

export function WildcardsPage() {
  const list = useWildcards();
  useReloadOnLookup('users-update', list.reload);
  const developers = useDeveloperOptions();
  const saveWildcard = useSaveWildcard();
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Heading as="h1" size="xl">
          Wildcards
        </Heading>
        <Button colorPalette="blue" onClick={() => setAdding(true)}>
          Add Wildcard
        </Button>
      </Flex>
      <PaginatedTable
        label="Wildcards"
        list={list}
        rowKey={(wildcard) => wildcard.id}
        columns={[
          { key: 'name', header: 'Name' },
          { key: 'Wildcards', header: 'Date', cell: (wildcard) => formatDate(wildcard.Wildcards) },
        ]}
        emptyMessage="No wildcards yet."
      />
      <FormModal<WildcardRequest>
        open={adding}
        onClose={() => setAdding(false)}
        title="Add Wildcard"
        onSubmit={saveWildcard}
        successMessage={CONFIG_MESSAGES.wildcardSaved}
      >
        <AutocompleteField name="user_id" label="Developer" options={developers} required />
      </FormModal>
    </Stack>
  );
}
