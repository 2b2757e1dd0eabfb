import { PAYMENT_SCHEDULE_WORDS, type AdminCompanyListItem } from '@fleetcheck/contracts';
import { dayAfter } from '@fleetcheck/domain/subscription/term';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Language } from '../../../i18n/language';

type Subscription = NonNullable<AdminCompanyListItem['subscription']>;

const statusLabels: Record<Subscription['status'], MessageDescriptor> = {
  Active: msg`Active`,
  Pending: msg`Awaiting payment`,
  Cancelled: msg`Cancelled`,
  Expired: msg`Expired`,
};

/** The plan as the admin list shows it: cars and detectors paid for, and the schedule. */
export const planLabel = (subscription: Subscription, language: Language): string =>
  `${subscription.carCount} / ${subscription.deviceCount} (${PAYMENT_SCHEDULE_WORDS[subscription.paymentSchedule][language]})`;

export const statusLabel = (subscription: Subscription): MessageDescriptor => statusLabels[subscription.status];

/**
 * The next billing day: the day after the paid term ends, while the plan runs (a cancelled or expired plan
 * is not billed again; one awaiting its first transfer has no term yet).
 */
export const nextBillingDate = (subscription: Subscription): string | null =>
  subscription.status === 'Active' && subscription.expiryDate ? dayAfter(subscription.expiryDate) : null;
