import { act, screen } from '@testing-library/react';
import { eventBus, type ClientsResponse } from '@portal/shared';
import { answerGet, requestCount } from '@portal/shared/testing';
import { renderPage } from '../testing/render-page';
import { ClientsPage } from './clients-page';

describe('ClientsPage', () => {
  it('reloads when the real-time channel says clients changed, and only then', async () => {
    answerGet<ClientsResponse>('clients', {
      data: { paginatedClients: [{ id: 7, name: 'Acme Retail', cb_visible: true }] },
      totalResults: 1,
    });
    renderPage(<ClientsPage />);
    expect(await screen.findByText('Acme Retail')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Acme Retail visible' })).toBeChecked();

    answerGet<ClientsResponse>('clients', {
      data: { paginatedClients: [{ id: 7, name: 'Acme Retail Group', cb_visible: false }] },
      totalResults: 1,
    });
    act(() => eventBus.emit('lookups-changed', { event: 'brands-update' }));
    act(() => eventBus.emit('lookups-changed', { event: 'clients-update' }));
    expect(await screen.findByText('Acme Retail Group')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Acme Retail Group visible' })).not.toBeChecked();
    expect(requestCount('GET', 'clients')).toBe(2);
  });
});
