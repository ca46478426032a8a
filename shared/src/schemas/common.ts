import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../constants.ts';

export const idSchema = z.string().min(1).max(64);
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** Free-text filter values: trimmed, bounded, and an empty value means "no filter". */
export const filterTextSchema = z
  .string()
  .trim()
  .max(200)
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/**
 * A time bound in a query: a full ISO date-time, or a calendar date (YYYY-MM-DD, read as UTC). Which
 * end of a bare date is meant depends on the side of the range: see `rangeStart` / `rangeEnd`.
 */
export const timeBoundSchema = z.union([z.iso.datetime({ offset: true }), z.iso.date()]).optional();

/** Several values of one enum in a query string, separated by commas ("blocked,flagged"). */
export const csvEnumSchema = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((raw) => raw.split(',').map((v) => v.trim()).filter((v) => v !== '' && v !== 'all'))
    .pipe(z.array(z.enum(values)))
    .optional();

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((v) => (PAGE_SIZES as readonly number[]).includes(v), { message: `must be one of ${PAGE_SIZES.join(', ')}` })
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const errorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
