/**
 * Moving between the week grid's cells with the arrow keys, as in a spreadsheet: up and down
 * change the row, left and right the day once the caret is at the text's edge (inside the text
 * they move the caret). Tab and Shift+Tab follow the page's order, row by row.
 */
import type { KeyboardEvent } from 'react';

type Cell = HTMLElement & { dataset: { gridRow?: string; gridColumn?: string } };

const MOVES: Record<string, [rows: number, columns: number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

function atEdge(target: HTMLElement, key: string): boolean {
  if (!(target instanceof HTMLInputElement) || target.readOnly) return true;
  const { selectionStart, selectionEnd, value } = target;
  if (selectionStart !== selectionEnd && !(selectionStart === 0 && selectionEnd === value.length)) return false;
  return key === 'ArrowLeft' ? selectionStart === 0 : selectionEnd === value.length;
}

export function moveBetweenCells(event: KeyboardEvent<HTMLElement>): void {
  const move = MOVES[event.key];
  const target = event.target as Cell;
  if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || target.dataset.gridRow === undefined) return;
  if (move[1] !== 0 && !atEdge(target, event.key)) return;
  const row = Number(target.dataset.gridRow) + move[0];
  const column = Number(target.dataset.gridColumn) + move[1];
  const next = event.currentTarget.querySelector<HTMLElement>(`[data-grid-row="${row}"][data-grid-column="${column}"]`);
  if (!next) return;
  event.preventDefault();
  next.focus();
}
