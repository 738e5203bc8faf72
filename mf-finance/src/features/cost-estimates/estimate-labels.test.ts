import { poStatusLabel, statusPalette } from './estimate-labels';

describe('poStatusLabel', () => {
  it.each([
    [{ po_emis: 0, partially_invoiced: false, not_invoiced: false }, 'Waiting for PO'],
    [{ po_emis: 2, partially_invoiced: true, not_invoiced: false }, 'Partially invoiced'],
    [{ po_emis: 1, partially_invoiced: false, not_invoiced: true }, 'Not invoiced'],
    [{ po_emis: 3, partially_invoiced: false, not_invoiced: false }, 'Invoiced'],
  ])('reads %j as "%s"', (estimate, label) => {
    expect(poStatusLabel(estimate)).toBe(label);
  });

  it('says "Waiting for PO" whatever the flags when there is no purchase order', () => {
    expect(poStatusLabel({ po_emis: 0, partially_invoiced: true, not_invoiced: true })).toBe('Waiting for PO');
  });
});

describe('statusPalette', () => {
  it('shows 1 as normal, 2 as danger and 3 (or anything else) as warning', () => {
    expect([1, 2, 3, 9].map(statusPalette)).toEqual(['gray', 'red', 'orange', 'orange']);
  });
});
