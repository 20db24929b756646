import { z } from 'zod';

/** The one error shape every failed call answers with. `errors` maps a field path to its message. */
export const errorBodySchema = z.object({
  status: z.number().int(),
  message: z.string(),
  errors: z.record(z.string(), z.string()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
