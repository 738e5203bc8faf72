/** Test helpers for menus: a menu or a row's menu opened, and an item or a row action picked as a keyboard user does. */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Opens a row's menu and picks an action with the keyboard (arrows down to it, then Enter), the
 * way a keyboard user does; jsdom cannot replay Zag's pointer highlighting reliably. Arrows, not
 * type-ahead: "Remove" and "Remove file" share their start, and type-ahead remembers what the
 * previous pick typed.
 */
export async function chooseRowAction(user: UserEvent, rowLabel: string, action: string): Promise<void> {
  await chooseMenuItem(user, await openRowMenu(user, rowLabel), action);
}

/** Picks an item of an open menu with the keyboard: arrows down to it, then Enter. */
export async function chooseMenuItem(user: UserEvent, menu: HTMLElement, item: string): Promise<void> {
  const labels = within(menu)
    .getAllByRole('menuitem')
    .map((menuItem) => menuItem.textContent);
  if (!labels.includes(item)) throw new Error(`The menu offers ${labels.join(', ')}; not ${item}`);
  // One press at a time, each seen to move the highlight: a press the menu had no time to take
  // (a busy machine) would otherwise choose the item above the one meant.
  const highlighted = () => menu.querySelector('[role="menuitem"][data-highlighted]')?.textContent;
  for (let presses = 0; highlighted() !== item; presses += 1) {
    if (presses > labels.length) throw new Error(`${item} never got the highlight`);
    const before = highlighted();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(highlighted()).not.toBe(before));
  }
  await user.keyboard('{Enter}');
}

/**
 * Opens a row's action menu and gives it back once it has the focus (openMenu).
 */
export async function openRowMenu(user: UserEvent, rowLabel: string): Promise<HTMLElement> {
  const name = `Actions for ${rowLabel}`;
  // Waits for the rows by the button's label first: polling a role query over a whole table is
  // slow enough in jsdom to starve the deferred render that draws rows arriving from the API.
  await screen.findByLabelText(name, { selector: 'button' });
  return openMenu(user, name);
}

/**
 * Clicks the menu button called `name` and gives its menu back once the menu has the focus: keys
 * pressed before then go to the button, and a menu closed just before may still be on its way
 * out of the page.
 */
export async function openMenu(user: UserEvent, name: string): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name }));
  return waitFor(() => {
    const menu = document.getElementById(screen.getByRole('button', { name }).getAttribute('aria-controls') ?? '');
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    return menu!;
  });
}
