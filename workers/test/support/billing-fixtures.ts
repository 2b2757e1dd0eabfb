import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@fleetcheck/contracts';

/** What the system writes for a company at `occurredAt` (no user): a seeded payment, subscription or invoice. */
export const systemMeta = (companyId: string, occurredAt: string): EventMetadata => ({
  actor: { userId: null, role: 'system', companyId },
  onBehalfOf: null,
  correlationId: randomUUID(),
  causationId: null,
  occurredAt,
});

/** A monthly plan of 2 cars and 1 rented device. */
export const MONTHLY_PLAN = { carCount: 2, deviceCount: 1, paymentSchedule: 'monthly' as const };

/** Its figures: 3,000 yen for the cars and 3,000 for the device a month, 6,000 before tax. */
export const MONTHLY_AMOUNTS = {
  monthlyCarCost: 3000,
  monthlyDeviceCost: 3000,
  monthlySubscriptionAmount: 6000,
  carAmount: 3000,
  deviceAmount: 3000,
  totalAmount: 6000,
  discountAmount: 0,
};
