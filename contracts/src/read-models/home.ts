import { readModelCollection as defineCollection, type ReadModelDocument as ReadDocument } from './collection';

/** Home dashboard figures: tests and failed tests per company and Japanese calendar day. */
export interface DailyFiguresDocument extends ReadDocument {
  companyId: string;
  date: string;
  tests: number;
  failed: number;
}

export const dailyFiguresCollection = defineCollection<DailyFiguresDocument>({
  name: 'home_daily_figures',
  fields: { companyId: 'string', date: 'string', tests: 'number', failed: 'number' },
  indexes: [{ fields: ['companyId', 'date'] }],
});

export const dailyFiguresId = (companyId: string, date: string): string => `${companyId}:${date}`;
