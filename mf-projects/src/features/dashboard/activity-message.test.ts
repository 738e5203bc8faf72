import { splitActivityMessage } from './activity-message';

describe('splitActivityMessage', () => {
  it('puts the id in the text and the title in the project link', () => {
    expect(splitActivityMessage('updated project #{project_id} {project_title}', 12, 'Spring launch')).toEqual([
      { kind: 'text', text: 'updated project #12 ' },
      { kind: 'project-link', text: 'Spring launch' },
    ]);
  });

  it('cuts the title to 50 characters', () => {
    const [, link] = splitActivityMessage('saved {project_title}', 1, 'x'.repeat(80));
    expect(link.text).toBe(`${'x'.repeat(50)}…`);
  });

  it('still links to the project when the message has no title placeholder', () => {
    expect(splitActivityMessage('changed a status', 3, 'Catalogue')).toEqual([
      { kind: 'text', text: 'changed a status ' },
      { kind: 'project-link', text: 'Catalogue' },
    ]);
  });
});
