import type { z } from 'zod';

type IssuePath = readonly PropertyKey[];

/** Where a form shows an issue by default: at its whole path ("addresses.GENERAL_MAIL"). */
export const wholePath = (path: IssuePath): string => path.map(String).join('.');

/** At the field the issue starts in, for flat forms ("name", not "name.0"). */
export const firstSegment = (path: IssuePath): string => String(path[0]);

/**
 * Checks a form's draft by the schema the server checks it with, before it is sent: the body when
 * it passes (the messages cleared), else null with each issue's message under the field the form
 * shows it at. `fieldOf` says where; an issue it places nowhere (undefined) is not this form's.
 */
export function checkDraft<S extends z.ZodType>(
  schema: S,
  draft: unknown,
  setErrors: (errors: Record<string, string>) => void,
  fieldOf: (path: IssuePath) => string | undefined = wholePath,
): z.output<S> | null {
  const checked = schema.safeParse(draft);
  if (checked.success) {
    setErrors({});
    return checked.data;
  }
  const placed = checked.error.issues.map((issue) => [fieldOf(issue.path), issue.message] as const);
  setErrors(Object.fromEntries(placed.filter(([field]) => field !== undefined)));
  return null;
}
