import { z } from 'zod';
import { filterTextSchema, idSchema } from './common.ts';

export const accessUserSchema = z.object({ id: idSchema, email: z.string(), accessEnabled: z.boolean() });
export type AccessUser = z.infer<typeof accessUserSchema>;
export const accessGroupSchema = z.object({ name: z.string(), description: z.string(), accessEnabled: z.boolean() });
export type AccessGroup = z.infer<typeof accessGroupSchema>;

export const accessSearchSchema = z.object({ search: filterTextSchema });
export const accessUserListSchema = z.object({ items: z.array(accessUserSchema) });
export const accessGroupListSchema = z.object({ items: z.array(accessGroupSchema) });

export const accessUserUpdateSchema = z.object({ accessEnabled: z.boolean() });
export const accessGroupUpdateSchema = z
  .object({ description: z.string().trim().max(500).optional(), accessEnabled: z.boolean().optional() })
  .refine((v) => v.description !== undefined || v.accessEnabled !== undefined, {
    message: 'give description or accessEnabled',
  });
export type AccessGroupUpdate = z.infer<typeof accessGroupUpdateSchema>;
