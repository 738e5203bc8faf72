/** The kanban placeholder's fixed sample tasks (document 1, section 2: a static board that makes no calls). */
export type KanbanColumn = { title: string; cards: { id: number; title: string; project: string }[] };

export const SAMPLE_BOARD: KanbanColumn[] = [
  {
    title: 'To do',
    cards: [
      { id: 1, title: 'Collect brand assets', project: 'Spring campaign' },
      { id: 2, title: 'Draft the media plan', project: 'Spring campaign' },
      { id: 3, title: 'Book the photo studio', project: 'Catalogue shoot' },
    ],
  },
  {
    title: 'In progress',
    cards: [
      { id: 4, title: 'Storyboard the launch video', project: 'Product launch' },
      { id: 5, title: 'Build the landing page', project: 'Product launch' },
    ],
  },
  {
    title: 'Done',
    cards: [
      { id: 6, title: 'Kick-off meeting', project: 'Spring campaign' },
      { id: 7, title: 'Approve the cost estimate', project: 'Catalogue shoot' },
    ],
  },
];
