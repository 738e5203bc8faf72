import { clientOptions } from './lookup-options';

describe('lookup options', () => {
  it('offers a limited PM only the clients whose name holds the marker as the API checks it (case included)', () => {
    const clients = [
      { id: 1, name: 'Hogarth Retail', disabled: false },
      { id: 2, name: 'hogarth lowercase', disabled: false },
      { id: 3, name: 'Acme', disabled: false },
    ];
    expect(clientOptions(clients, true).map((option) => option.label)).toEqual(['Hogarth Retail']);
    expect(clientOptions(clients, false)).toHaveLength(3);
  });
});
