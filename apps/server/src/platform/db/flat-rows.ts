import { Column, SQL, Subquery, is, noopDecoder } from 'drizzle-orm';

/** A selected field as a prepared Drizzle select keeps it (its `fields`, in the row's order). */
type SelectedField = { path: string[]; field: unknown };

type Decoder = { mapFromDriverValue(value: unknown): unknown };

/** An SQL's decoder (`mapWith`), which Drizzle's types keep internal. */
const decoderOfSql = (value: SQL) => (value as unknown as { decoder: Decoder }).decoder;

/** The decoder Drizzle's own row mapping (`mapResultRow`) picks for a field. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field._ as unknown as { sql: SQL }).sql);
  return decoderOfSql((field as SQL.Aliased).sql);
}

/** A decoder that hands the driver's value back as it is (text, uuid, integer, boolean...). */
const isPassThrough = (decoder: Decoder) =>
  decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue ||
  decoder.mapFromDriverValue === noopDecoder.mapFromDriverValue;

/**
 * Maps a flat selection's rows (one level of names, as the lists select) as Drizzle's
 * `mapResultRow` would, with the field's decoders looked up once instead of on every value of
 * every row: Drizzle asks `is()` (a walk up the prototype chain) of each value, which was the
 * largest single part of a list page's CPU (issue 37 item 3). Undefined for a nested selection,
 * which Drizzle maps itself (nested objects, null for a left join that matched nothing).
 */
export function flatRowMapper(
  fields: readonly SelectedField[],
): ((rows: unknown[][]) => Record<string, unknown>[]) | undefined {
  if (fields.some((field) => field.path.length !== 1)) return undefined;
  const names = fields.map((field) => field.path[0]!);
  const decoders = fields.map((field) => {
    const decoder = decoderOf(field.field);
    return isPassThrough(decoder) ? null : decoder;
  });
  return (rows) =>
    rows.map((values) => {
      const row: Record<string, unknown> = {};
      for (let index = 0; index < names.length; index += 1) {
        const value = values[index];
        const decoder = decoders[index];
        row[names[index]!] = value === null || !decoder ? value : decoder.mapFromDriverValue(value);
      }
      return row;
    });
}

/** What a prepared Drizzle select holds that the mapping needs (its driver sessions' shape). */
type PreparedSelect = {
  fields?: SelectedField[];
  customResultMapper?: (rows: unknown[][]) => unknown;
};

/**
 * A prepared select whose rows are mapped by `flatRowMapper`: Drizzle's prepared queries (both
 * drivers' sessions) hand the array rows to `customResultMapper` when one is set, as they do for
 * relational queries. Nested selections keep Drizzle's mapping.
 */
export function withFlatRows<Prepared>(prepared: Prepared): Prepared {
  const internals = prepared as PreparedSelect;
  const mapper = internals.fields ? flatRowMapper(internals.fields) : undefined;
  if (mapper) internals.customResultMapper = mapper;
  return prepared;
}
