/**
 * The dashboard's percent change (document 1, section 9): 100 - past / current * 100,
 * and 0 whenever that is not a finite number (no projects in the current period).
 */
export function percentChange(current: number, past: number): number {
  const change = 100 - (past / current) * 100;
  return Number.isFinite(change) ? Math.round(change * 10) / 10 : 0;
}
