import type { AccessSubject } from '@portal/shared/access';
import { summaryActions } from './summary-actions';

const subject = (role: number, extra: Partial<AccessSubject> = {}): AccessSubject =>
  ({
    role,
    isLimitedPm: false,
    isIt: false,
    hasApproval: 0,
    ...extra,
  }) as AccessSubject;
const pm = subject(2);
const lone = (status_id: number) => ({ status_id, parent_id: null, children: [] });

describe('the summary menu', () => {
  it('offers cancel unless cancelled, close unless closed or cancelled, open when pending, closed or cancelled', () => {
    expect(summaryActions(lone(1), pm)).toEqual(['edit', 'set-parent', 'cancel', 'close', 'open']);
    expect(summaryActions(lone(2), pm)).toEqual(['edit', 'set-parent', 'cancel', 'close']);
    expect(summaryActions(lone(3), pm)).toEqual(['edit', 'set-parent', 'cancel', 'open']);
    expect(summaryActions(lone(5), pm)).toEqual(['edit', 'set-parent', 'open']);
  });

  it('sets a parent only without parent and subprojects, removes the parent when there is one', () => {
    expect(summaryActions({ status_id: 2, parent_id: 7, children: [] }, pm)).toContain('remove-parent');
    expect(summaryActions({ status_id: 2, parent_id: null, children: [{ id: 3, title: 'c' }] }, pm)).not.toContain('set-parent');
    expect(summaryActions({ status_id: 2, parent_id: null, children: [{ id: 3, title: 'c' }] }, pm)).not.toContain('remove-parent');
  });

  it('is offered to project managers, limited ones included, and to nobody else', () => {
    expect(summaryActions(lone(2), subject(2, { isLimitedPm: true }))).toEqual(['edit', 'set-parent', 'cancel', 'close']);
    // Opening a Pending project is a full project manager's (issue 32).
    expect(summaryActions(lone(1), subject(2, { isLimitedPm: true }))).toEqual(['edit', 'set-parent', 'cancel', 'close']);
    expect(summaryActions(lone(3), subject(2, { isLimitedPm: true }))).toContain('open');
    expect(summaryActions(lone(2), subject(1))).toEqual([]);
    expect(summaryActions(lone(2), subject(3))).toEqual([]);
    expect(summaryActions(lone(2), subject(2, { isIt: true }))).toEqual([]);
  });
});
