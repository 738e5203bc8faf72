/**
 * The props of the panels the project details page composes from other areas (mf-finance's
 * four panels, mf-timesheet's timesheet-entries panel). The page loads the project once
 * (GET project/{id}) and hands it down; each panel loads its own lists and decides from the
 * project and the signed-in user what to show. When a panel changes something another panel
 * shows, it emits `project-changed` on the event bus (events/event-bus.ts).
 */
import type { ProjectDetail } from '../contract';

export type ProjectPanelProps = {
  project: ProjectDetail;
};
