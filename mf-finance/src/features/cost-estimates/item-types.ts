/** The three kinds of cost estimate line (document 2, sections 3 and 9) and the unit each counts in. */
export const ITEM_TYPE = { hour: 1, piece: 2, discount: 3 } as const;

export const UNIT_LABEL: Record<number, string> = { 1: 'hour', 2: 'piece', 3: 'percent' };
