import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { FirstSteps } from '../../src/features/dashboard/components/FirstSteps';
import { ServicesContext } from '../../src/session/ServicesContext';
import { testServices } from '../components/testServices';

i18n.loadAndActivate({ locale: 'en', messages: {} });

/** The company's lists as the server pages them: only the totals matter here. */
function companyWith(totals: Record<string, number>): typeof fetch {
  return async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const totalDocs = totals[url.pathname.replace('/api/v1', '')] ?? 0;
    return Response.json({ docs: [], totalDocs, page: 1, limit: 1, totalPages: totalDocs });
  };
}

function renderSteps(fetchFn: typeof fetch) {
  const services = testServices(fetchFn, { _id: 'm1', userType: 2, redirectPage: '/user' });
  const router = createRouter({
    routeTree: createRootRoute({ component: FirstSteps }),
    history: createMemoryHistory({ initialEntries: ['/user'] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <ServicesContext value={services}>
        <QueryClientProvider client={services.queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ServicesContext>
    </I18nProvider>,
  );
  return services;
}

describe('first steps on a new company dashboard', () => {
  afterEach(cleanup);

  it('lists an office, a car, a driver and a detector with links, ticking those that exist', async () => {
    renderSteps(companyWith({ '/office': 1, '/car': 0, '/driver': 0, '/device': 2 }));
    // The first render loads the router: a loaded machine may take more than the default second.
    const steps = await screen.findByRole('region', { name: 'First steps' }, { timeout: 10_000 });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Add an officeDone', '2Add a car', '3Add a driver', 'Add a detectorDone']);
    // A step done is ticked with an icon (an SVG, not a glyph that may draw as a box); the others show their number.
    expect(items.map((item) => item.querySelector('svg') !== null)).toEqual([true, false, false, true]);
    expect(within(steps).getByRole('link', { name: 'Add an office' }).getAttribute('href')).toBe('/user/offices');
    expect(within(steps).getByRole('link', { name: 'Add a car' }).getAttribute('href')).toBe('/user/cars');
    expect(within(steps).getByRole('link', { name: 'Add a driver' }).getAttribute('href')).toBe('/user/drivers');
    expect(within(steps).getByRole('link', { name: 'Add a detector' }).getAttribute('href')).toBe('/user/devices');
  });

  it('is gone once all four are done', async () => {
    const asked: string[] = [];
    const all = companyWith({ '/office': 1, '/car': 3, '/driver': 5, '/device': 1 });
    const services = renderSteps(async (input, init) => {
      asked.push(new URL(String(input), 'http://localhost').pathname);
      return all(input, init);
    });
    await vi.waitFor(
      () => {
        expect(asked.sort()).toEqual(['/api/v1/car', '/api/v1/device', '/api/v1/driver', '/api/v1/office']);
        expect(services.queryClient.isFetching()).toBe(0);
      },
      { timeout: 10_000 },
    );
    expect(screen.queryByRole('region', { name: 'First steps' })).toBeNull();
  });
});
