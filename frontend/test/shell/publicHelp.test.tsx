import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderAppAt } from '../router/renderAppAt';
import { faqCategory } from '../fakes/fakeFaqCategoryServer';

/** A new system: the FAQ has its categories but nobody has written an article yet (GET /faq-category, public). */
const newSystem: typeof fetch = async (input) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/v1/faq-category')
    return Response.json({ docs: [faqCategory('c1', 'General', 1)], totalDocs: 1, page: 1, limit: 999, totalPages: 1 });
  return Response.json({ operation: 'error', error: { key: 'Errors.Unauthorized', status: 401 } }, { status: 401 });
};

describe('help on the public pages', () => {
  afterEach(cleanup);

  it('a public page has a visible Help entry opening the FAQ, which on a new system says in words there is none yet and where to ask', async () => {
    const router = renderAppAt('/verify-password-reset', newSystem);
    const banner = await screen.findByRole('banner', {}, { timeout: 10_000 });
    const help = within(banner).getByRole('link', { name: 'Help' });
    expect(help.getAttribute('href')).toBe('#help');
    await router.navigate({ to: '.', hash: 'help' });

    const panel = await screen.findByRole('dialog', { name: 'Frequently asked questions' });
    expect(await within(panel).findByText(/No questions and answers have been published yet/)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'support@fleetcheck.example' }).getAttribute('href')).toBe(
      'mailto:support@fleetcheck.example',
    );
    expect(panel.textContent).toContain('or call 03-0000-0000.');
    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
  });

  it('the landing page has the Help entry too', async () => {
    renderAppAt('/', newSystem);
    const nav = await screen.findByRole('navigation', { name: 'FleetCheck' }, { timeout: 10_000 });
    expect(within(nav).getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('#help');
  });
});
