/** Test helpers for lists: a row action picked as a keyboard user does, and a row's menu opened. */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Opens a row's menu and picks an action with the keyboard (arrows down to it, then Enter), the
 * way a keyboard user does; jsdom cannot replay Zag's pointer highlighting reliably. Arrows, not
 * type-ahead: "Remove" and "Remove file" share their start, and type-ahead remembers what the
 * previous pick typed.
 */
export async function chooseRowAction(user: UserEvent, rowLabel: string, action: string): Promise<void> {
  const menu = await openRowMenu(user, rowLabel);
  const labels = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  if (!labels.includes(action)) throw new Error(`The menu of ${rowLabel} offers ${labels.join(', ')}; not ${action}`);
  // One press at a time, each seen to move the highlight: a press the menu had no time to take
  // (a busy machine) would otherwise choose the action above the one meant.
  const highlighted = () => menu.querySelector('[role="menuitem"][data-highlighted]')?.textContent;
  for (let presses = 0; highlighted() !== action; presses += 1) {
    if (presses > labels.length) throw new Error(`${action} never got the highlight in the menu of ${rowLabel}`);
    const before = highlighted();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(highlighted()).not.toBe(before));
  }
  await user.keyboard('{Enter}');
}

/**
 * Opens a row's action menu and gives it back once it has the focus: keys pressed before then
 * go to the trigger, and a menu closed just before may still be on its way out of the page.
 */
export async function openRowMenu(user: UserEvent, rowLabel: string): Promise<HTMLElement> {
  const name = `Actions for ${rowLabel}`;
  // Waits for the rows by the button's label first: polling a role query over a whole table is
  // slow enough in jsdom to starve the deferred render that draws rows arriving from the API.
  await screen.findByLabelText(name, { selector: 'button' });
  await user.click(screen.getByRole('button', { name }));
  return waitFor(() => {
    const menu = document.getElementById(screen.getByRole('button', { name }).getAttribute('aria-controls') ?? '');
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    return menu!;
  });
}
