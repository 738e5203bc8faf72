/**
 * The palette's project search: the text typed, once it has rested for 300 ms and has at least
 * two characters, looked for in project titles and in job numbers through the projects list's
 * own call (GET projects with `title`, and with `jn` the ids of the job numbers whose name holds
 * the text), every status. Job number matches come first, then title matches, each project once.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ProjectRow } from '@portal/shared';
import { useJobNumbers } from '../api/get-job-numbers';
import { useProjects } from '../api/get-projects';

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_LENGTH = 2;
/** Projects shown per way of finding them: a palette is for going somewhere, not for browsing. */
export const FOUND_PER_SEARCH = 8;
/** Job numbers sent at most: a short fragment may match hundreds. */
const JOB_NUMBER_IDS_MAX = 20;

export type ProjectSearch = { found: ProjectRow[]; searching: boolean; failed: boolean; text: string };

function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

export function useProjectSearch(typed: string, enabled: boolean): ProjectSearch {
  const settled = useSettled(typed.trim());
  const text = enabled && settled.length >= SEARCH_MIN_LENGTH ? settled : '';
  const jobNumbers = useJobNumbers(enabled);
  const jobNumberIds = useMemo(() => {
    const fragment = text.toLowerCase();
    if (!fragment) return '';
    return (jobNumbers.data?.data ?? [])
      .filter((jobNumber) => jobNumber.name.toLowerCase().includes(fragment))
      .slice(0, JOB_NUMBER_IDS_MAX)
      .map((jobNumber) => jobNumber.id)
      .join(',');
  }, [jobNumbers.data, text]);
  const byTitle = useProjects(text ? { title: text, page: 1, resPerPage: FOUND_PER_SEARCH } : null);
  const byJobNumber = useProjects(jobNumberIds ? { jn: jobNumberIds, page: 1, resPerPage: FOUND_PER_SEARCH } : null);

  const found = useMemo(() => {
    if (!text) return [];
    const rows = [...(jobNumberIds ? (byJobNumber.data?.data.projects ?? []) : []), ...(byTitle.data?.data.projects ?? [])];
    return rows.filter((row, index) => rows.findIndex((other) => other.id === row.id) === index);
  }, [text, jobNumberIds, byJobNumber.data, byTitle.data]);

  return {
    found,
    text,
    searching: typed.trim() !== settled || byTitle.isLoading || byJobNumber.isLoading || (Boolean(text) && jobNumbers.isLoading),
    failed: Boolean(byTitle.error ?? byJobNumber.error ?? jobNumbers.error),
  };
}
