// Rows read as one JSON value: `jsonRows(table)` in a select is the table's matching rows as one json array
// (json_agg of the whole rows, in `orderBy` order), and `rowsOfJson` maps it back to the rows drizzle would have given
// (its own column decoders). For a list of rows read on every request (a cart's lines): PGlite decodes every column
// of every row on the main thread, one copy and one text decoding each; one JSON text costs a third of that
// (bench/README.md, "Where a cart write spends its time").
import { getTableColumns, sql, type AnyColumn, type SQL, type Table } from 'drizzle-orm';

/** The table's rows of the query as one json array (`[]` for none), ordered by `orderBy`. */
export const jsonRows = (table: Table, orderBy: AnyColumn): SQL<unknown> =>
  sql`coalesce(json_agg(${table} order by ${orderBy}), '[]')`;

const jsonTypes = new Set(['PgJson', 'PgJsonb']);

/** The rows of a `jsonRows` value, as drizzle maps them (property names, dates, numbers, JSON columns). */
export function rowsOfJson<T extends Table>(table: T, json: unknown): T['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table));
  return (json as Record<string, unknown>[]).map((raw) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = raw[column.name];
      // a json column's value is already its JSON (its decoder would parse a JSON string a second time)
      row[key] =
        value === null || value === undefined
          ? null
          : jsonTypes.has(column.columnType)
            ? value
            : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  });
}
