import { businessDateTime } from '@fleetcheck/domain/calendar/business-day';

/** An instant as the audit CLI prints it: the wall clock in Japan, marked so. */
export const inJapan = (instant: string) => `${businessDateTime(instant).dateTime.replace('T', ' ')} JST`;
