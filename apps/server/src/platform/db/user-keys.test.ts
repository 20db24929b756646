import { getTableName } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { users } from '../../modules/accounts/tables';
import * as schema from '../../schema';
import { files } from '../files/tables';
import { jobs } from '../jobs/tables';
import { userKeys } from './user-keys';

/* The platform's handle on the users table stays the accounts' table, named once for drizzle-kit. */

describe("the platform's handle on the users table", () => {
  it("names the accounts module's users table and its key", () => {
    expect(getTableName(userKeys)).toBe(getTableName(users));
    expect(getTableConfig(userKeys).schema).toBe(getTableConfig(users).schema);
    expect(userKeys.id.name).toBe(users.id.name);
    expect(userKeys.id.getSQLType()).toBe(users.id.getSQLType());
    expect(users.id.primary).toBe(true);
  });

  it('is not in the schema drizzle-kit reads, which has the users table once', () => {
    const tables = Object.values(schema);
    expect(tables).toContain(users);
    expect(tables).not.toContain(userKeys);
  });

  it("gives files and jobs their owner's foreign key to users", () => {
    for (const table of [files, jobs]) {
      const keys = getTableConfig(table).foreignKeys.map((key) => {
        const reference = key.reference();
        return {
          name: key.getName(),
          to: getTableName(reference.foreignTable),
          columns: reference.foreignColumns.map((column) => column.name),
          onDelete: key.onDelete,
        };
      });
      const name = getTableName(table);
      expect(keys).toEqual([
        { name: `${name}_owner_id_users_id_fk`, to: 'users', columns: ['id'], onDelete: 'cascade' },
      ]);
    }
  });
});
