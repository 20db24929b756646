import { z } from 'zod';
import { COUNTRY_CODES } from '../countries';
import { dataAnswer } from './accounts';

/*
 * App types (spec 03 section 7.2, `apps/types` and `apps/type-options/{id}`): option lists an
 * admin keeps, which the app reads where the business wants its own words instead of a list fixed
 * in the code (reasons, sources, tags of a record). A type has a key the code asks for
 * (UPPER_SNAKE) and its options a value (what a record stores) and a label (what a person reads).
 */

export const APP_TYPE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type AppTypeStatus = (typeof APP_TYPE_STATUSES)[number];

/** A type's key and an option's value: what the code and the records hold, so never renamed. */
export const APP_TYPE_KEY_PATTERN = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;
export const APP_TYPE_VALUE_PATTERN = /^[A-Z0-9]+(_[A-Z0-9]+)*$/;
export const MAX_APP_TYPES_PER_CREATE = 50;
export const MAX_APP_TYPE_OPTIONS = 200;

export const appTypeOptionSchema = z.strictObject({
  value: z
    .string()
    .trim()
    .max(64, 'The value is at most 64 characters')
    .regex(APP_TYPE_VALUE_PATTERN, 'The value is capitals, digits and single underscores'),
  label: z
    .string()
    .trim()
    .min(1, 'Enter the label')
    .max(120, 'The label is at most 120 characters'),
  sortOrder: z.number().int().min(0).max(10_000),
  isActive: z.boolean(),
});
export type AppTypeOption = z.infer<typeof appTypeOptionSchema>;

/** Options with two equal values: the first value seen twice, for the message that names it. */
export const repeatedValue = (values: readonly string[]): string | undefined =>
  values.find((value, index) => values.indexOf(value) !== index);

export const appTypeOptionsSchema = z
  .array(appTypeOptionSchema)
  .max(MAX_APP_TYPE_OPTIONS, `A type has at most ${MAX_APP_TYPE_OPTIONS} options`)
  .superRefine((options, context) => {
    const repeated = repeatedValue(options.map((option) => option.value));
    if (repeated)
      context.addIssue({ code: 'custom', message: `The value ${repeated} is given twice` });
  });

const appTypeFields = {
  name: z.string().trim().min(1, 'Enter the name').max(120, 'The name is at most 120 characters'),
  description: z.string().trim().max(500, 'The description is at most 500 characters').default(''),
  status: z.enum(APP_TYPE_STATUSES).default('ACTIVE'),
};

export const newAppTypeSchema = z.strictObject({
  key: z
    .string()
    .trim()
    .max(64, 'The key is at most 64 characters')
    .regex(APP_TYPE_KEY_PATTERN, 'The key is UPPER_SNAKE_CASE (capitals, digits, underscores)'),
  ...appTypeFields,
  options: appTypeOptionsSchema.default([]),
});
export type NewAppType = z.input<typeof newAppTypeSchema>;

/** POST apps/types: one or several types at once, all created or none. */
export const createAppTypesBodySchema = z.strictObject({
  appTypes: z
    .array(newAppTypeSchema)
    .min(1, 'Give at least one app type')
    .max(MAX_APP_TYPES_PER_CREATE, `At most ${MAX_APP_TYPES_PER_CREATE} app types at once`)
    .superRefine((types, context) => {
      const repeated = repeatedValue(types.map((type) => type.key));
      if (repeated)
        context.addIssue({ code: 'custom', message: `The key ${repeated} is given twice` });
    }),
});
export type CreateAppTypesBody = z.input<typeof createAppTypesBodySchema>;

/** PUT apps/types/{id}: the type's words and status (the key stays: the code asks for it). */
export const updateAppTypeBodySchema = z.strictObject(appTypeFields);
export type UpdateAppTypeBody = z.input<typeof updateAppTypeBodySchema>;

/** PUT apps/type-options/{id}: the type's whole option list, replacing the one it had. */
export const appTypeOptionsBodySchema = z.strictObject({ options: appTypeOptionsSchema });
export type AppTypeOptionsBody = z.input<typeof appTypeOptionsBodySchema>;

export const appTypeSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(APP_TYPE_STATUSES),
  /** Every option, inactive ones included, by sort order. */
  options: z.array(appTypeOptionSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AppType = z.infer<typeof appTypeSchema>;

export const appTypesAnswerSchema = dataAnswer(z.array(appTypeSchema));
export const appTypeAnswerSchema = dataAnswer(appTypeSchema);
/** The spec's create answers status and message; the created types come with them. */
export const createAppTypesAnswerSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  data: z.array(appTypeSchema),
});
export const appTypeDeletedAnswerSchema = z.object({ status: z.literal(200), message: z.string() });

/** GET apps/type-options/{id}: a type by its id or its key. */
export const appTypeRefParamsSchema = z.strictObject({
  id: z
    .string()
    .trim()
    .refine(
      (value) => z.string().uuid().safeParse(value).success || APP_TYPE_KEY_PATTERN.test(value),
      "Give the type's id or its key",
    ),
});

/** What the app reads of an active type: its active options, by sort order. */
export const appTypeOptionsAnswerSchema = dataAnswer(
  z.object({
    id: z.string(),
    key: z.string(),
    name: z.string(),
    options: z.array(z.object({ value: z.string(), label: z.string() })),
  }),
);

/** GET apps/states?country=XX: the country's ISO 3166-2 subdivisions. */
export const statesQuerySchema = z.strictObject({
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => (COUNTRY_CODES as readonly string[]).includes(code), {
      message: 'Unknown country code: give an ISO 3166-1 alpha-2 code such as US',
    }),
});
export const statesAnswerSchema = dataAnswer(
  z.array(
    z.object({
      /** ISO 3166-2 code, e.g. US-CA. */
      code: z.string(),
      name: z.string(),
      /** The subdivision it belongs to (a French department's region), null under the country. */
      parent: z.string().nullable(),
    }),
  ),
);
