import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { PlanStep } from '../../src/features/registration/components/PlanStep';
import { renderWithApp } from './renderWithApp';
import { FakeSubscriptionServer } from '../fakes/fakeSubscriptionServer';
import { companyProfile } from '../fakes/subscriptionAnswers';

describe('the first plan at sign-up', () => {
  afterEach(cleanup);

  it('starts from the fleet size the company declared (6 cars)', async () => {
    const server = new FakeSubscriptionServer();
    server.answers.set('GET /auth/company-profile', companyProfile(6));
    renderWithApp(<PlanStep onBack={() => undefined} onChosen={() => undefined} />, server.fetch);
    await waitFor(() => expect((screen.getByLabelText('Number of cars') as HTMLInputElement).value).toBe('6'));
  });

  it('a count in the address wins over the declared one; without a profile the counter starts at 0', async () => {
    const server = new FakeSubscriptionServer();
    server.answers.set('GET /auth/company-profile', companyProfile(6));
    renderWithApp(<PlanStep cars={3} onBack={() => undefined} onChosen={() => undefined} />, server.fetch);
    await waitFor(() => expect((screen.getByLabelText('Number of cars') as HTMLInputElement).value).toBe('3'));
    cleanup();
    renderWithApp(<PlanStep onBack={() => undefined} onChosen={() => undefined} />, new FakeSubscriptionServer().fetch);
    await waitFor(() => expect((screen.getByLabelText('Number of cars') as HTMLInputElement).value).toBe('0'));
  });
});
