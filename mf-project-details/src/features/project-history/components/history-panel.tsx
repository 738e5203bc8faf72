/**
 * The project's history (issue 29): every recorded change to its estimates, orders, invoices,
 * expenses and timesheet decisions as a sentence, newest first, 20 a page. Full project
 * managers only, as the API allows; it reloads when a panel of this page changes the project.
 */
import { useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useSWRConfig } from 'swr';
import { isFullProjectManager } from '@portal/shared/access';
import { EmptyState, ErrorState, eventBus, LoadingState, type ProjectDetail, useMyAccess } from '@portal/shared';
import type { ProjectHistoryEntry } from '@portal/shared/contract';
import { Pager } from '@portal/shared/lists';
import { projectHistoryKey, useProjectHistory } from '../api/get-project-history';
import { actionInWords, actorOf, formatDateTime } from '@portal/shared/format';

export function HistoryPanel({ project }: { project: ProjectDetail }) {
  const access = useMyAccess();
  if (!isFullProjectManager(access)) return null;
  return <HistoryCard projectId={project.id} />;
}

function HistoryCard({ projectId }: { projectId: number }) {
  const [page, setPage] = useState(1);
  const history = useProjectHistory(projectId, page);
  const { mutate } = useSWRConfig();

  useEffect(
    () =>
      eventBus.on('project-changed', (change) => {
        if (change.projectId !== projectId) return;
        const [call] = projectHistoryKey();
        // Every page of this project's history: the new change moves every row down.
        void mutate((key) => Array.isArray(key) && key[0] === call && key[1] === projectId);
      }),
    [projectId, mutate],
  );

  const error: unknown = history.error;
  const answer = history.data;
  let content;
  if (error && !answer) content = <ErrorState message="The history could not be loaded." onRetry={() => void history.mutate()} />;
  else if (!answer) content = <LoadingState label="Loading the history…" />;
  else if (answer.data.length === 0) content = <EmptyState>No changes have been recorded for this project yet.</EmptyState>;
  else
    content = (
      <Stack gap="4">
        <Box as="ol" listStyleType="none" aria-label="Recorded changes, newest first" aria-busy={history.isValidating || undefined}>
          {answer.data.map((entry) => (
            <HistorySentence key={entry.id} entry={entry} />
          ))}
        </Box>
        <Pager page={page} pageCount={answer.last_page} onPageChange={setPage} label="History pages" />
      </Stack>
    );

  return (
    <Card.Root as="section" aria-labelledby="project-history-title">
      <Card.Header>
        <Heading id="project-history-title" size="md">
          History
        </Heading>
      </Card.Header>
      <Card.Body>{content}</Card.Body>
    </Card.Root>
  );
}

function HistorySentence({ entry }: { entry: ProjectHistoryEntry }) {
  return (
    <Box as="li" py="2" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
      <Text>
        <Text as="span" fontWeight="medium">
          {actorOf(entry)}
        </Text>{' '}
        {actionInWords(entry)}{' '}
        <Text as="span" color="fg.muted">
          (<time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>)
        </Text>
      </Text>
    </Box>
  );
}
