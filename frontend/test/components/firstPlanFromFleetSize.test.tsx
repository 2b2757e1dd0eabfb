import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { PlanStep } from '../../src/features/registration/components/PlanStep';
import { renderWithApp } from './renderWithApp';
import { FakeSubscriptionServer } from './fakeSubscriptionServer';

const company = (carCount: number) => ({
  status: 200,
  body: {
    operation: 'success',
    data: {
      _id: 'c1',
      name: 'Acme',
      email: 'acme@example.com',
      phone: '03-5555-6666',
      fax: '',
      employeeCount: 12,
      carCount,
      postcode: '100-0005',
      prefectures: '東京都',
      municipalities: '千代田区',
      town: '丸の内1-1-1',
      buildings: '',
      createdAt: '2026-03-01T00:00:00.000Z',
      updatedAt: '2026-03-01T00:00:00.000Z',
      version: 1,
    },
  },
});

describe('the first plan at sign-up', () => {
  afterEach(cleanup);

  it('starts from the fleet size the company declared (6 cars)', async () => {
    const server = new FakeSubscriptionServer();
    server.answers.set('GET /auth/company-profile', company(6));
    renderWithApp(<PlanStep onBack={() => undefined} onChosen={() => undefined} />, server.fetch);
    await waitFor(() => expect((screen.getByLabelText('Number of cars') as HTMLInputElement).value).toBe('6'));
  });

  it('a count in the address wins over the declared one; without a profile the counter starts at 0', async () => {
    const server = new FakeSubscriptionServer();
    server.answers.set('GET /auth/company-profile', company(6));
    renderWithApp(<PlanStep cars={3} onBack={() => undefined} onChosen={() => undefined} />, server.fetch);
    await waitFor(() => expect((screen.getByLabelText('Number of cars') as HTMLInputElement).value).toBe('3'));
    cleanup();
    renderWithApp(<PlanStep onBack={() => undefined} onChosen={() => undefined} />, new FakeSubscriptionServer().fetch);
    await waitFor(() => expect((screen.getByLabelText('Number of cars') as HTMLInputElement).value).toBe('0'));
  });
});
