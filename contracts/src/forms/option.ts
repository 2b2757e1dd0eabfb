import { z } from 'zod';
import { optionValueSchema } from './rules';

/** A select option as list selects hold it. */
export const selectOptionSchema = z.object({ value: optionValueSchema, label: z.string() });
export type SelectOption = z.infer<typeof selectOptionSchema>;

/** An optional select: null or an option (the office of a driver or manager). */
export const optionalOptionSchema = selectOptionSchema.nullable().optional();
