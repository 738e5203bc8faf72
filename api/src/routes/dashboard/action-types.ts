/**
 * Activity action types and the message each one shows. Messages keep the placeholders
 * {project_id} and {project_title}: the portal fills them in and links the project.
 */
import type { ActionTypeId } from '@portal/shared/contract';

export const ACTION_MESSAGES: Record<ActionTypeId, string> = {
  1: 'created project #{project_id} {project_title}',
  2: 'updated project #{project_id} {project_title}',
  3: 'changed the status of project #{project_id} {project_title}',
  4: 'signed in',
};
