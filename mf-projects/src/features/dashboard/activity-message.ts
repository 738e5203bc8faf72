/** Turns an event message with its {project_id} / {project_title} placeholders into text and a project link. */
import { truncate } from '@portal/shared/format';

export const EVENT_TITLE_MAX = 50;
/** Only project saves (2) and status changes (3) are shown on the dashboard. */
export const SHOWN_ACTION_TYPES: readonly number[] = [2, 3];

export type MessagePart = { kind: 'text'; text: string } | { kind: 'project-link'; text: string };

export function splitActivityMessage(message: string, projectId: number, title: string): MessagePart[] {
  const link: MessagePart = { kind: 'project-link', text: truncate(title, EVENT_TITLE_MAX) };
  const pieces = message.replace(/\{project_id\}/g, String(projectId)).split('{project_title}');
  // A message without the title placeholder still links to its project, at the end.
  if (pieces.length === 1) return [{ kind: 'text', text: `${pieces[0]} ` }, link];
  return pieces.flatMap((text, index): MessagePart[] => [...(index > 0 ? [link] : []), ...(text ? [{ kind: 'text' as const, text }] : [])]);
}
