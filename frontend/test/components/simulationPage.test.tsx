import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { SimulationPage } from '../../src/features/subscription/components/SimulationPage';
import { renderWithApp } from './renderWithApp';
import { FakeSubscriptionServer } from '../fakes/fakeSubscriptionServer';
import { simulationOf2Cars1Device } from '../fakes/subscriptionAnswers';

describe('public plan simulation', () => {
  afterEach(cleanup);

  it('prices the counts through simulationCalc without the session token', async () => {
    const server = new FakeSubscriptionServer();
    server.answers.set('POST /subscription/simulationCalc', simulationOf2Cars1Device);
    renderWithApp(<SimulationPage cars={2} devices={1} />, server.fetch);
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('¥6,000'), { timeout: 3000 });
    expect(server.posted('/subscription/simulationCalc')[0]?.body).toEqual({ carCount: 2, deviceCount: 1, paymentSchedule: 'monthly' });
    expect(server.posted('/subscription/calc')).toHaveLength(0);
  });
});
