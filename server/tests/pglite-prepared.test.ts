import { PGlite } from '@electric-sql/pglite';
import * as pglite from '@electric-sql/pglite';
import { PREPARED_STATEMENT_LIMIT, withPreparedStatements } from '../src/db/pglite-prepared';

let raw: PGlite;
let client: PGlite;

beforeEach(async () => {
  raw = new PGlite();
  await raw.exec(`create table notes (id serial primary key, title text not null unique, due date, body jsonb, done boolean default false);
    insert into notes (title, due, body) values ('first', '2026-01-31', '{"a":1}'), ('second', null, null);`);
  client = withPreparedStatements(raw, pglite);
});
afterEach(() => raw.close());

describe('PGlite queries as named prepared statements', () => {
  it('answers as PGlite’s own query does, in object and array row modes, with typed parameters and nulls', async () => {
    const text = 'select id, title, due, body, done from notes where title = $1 or due = $2 order by id';
    const params = ['second', '2026-01-31'];
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      const fast = await client.query(text, params, options);
      const own = await raw.query(text, params, options);
      expect(fast.rows).toEqual(own.rows);
      expect(fast.fields).toEqual(own.fields);
    }
    expect((await client.query<{ title: string }>('select title from notes where due is not distinct from $1', [null])).rows).toEqual([{ title: 'second' }]);
    expect((await client.query('update notes set body = $1 where id = $2', [{ b: [1, 2] }, 1])).affectedRows).toBe(1);
    expect((await client.query<{ body: unknown }>('select body from notes where id = $1', [1])).rows[0].body).toEqual({ b: [1, 2] });
  });

  it('runs the same statement again with other values, and a failing call leaves the next one working', async () => {
    const insert = 'insert into notes (title) values ($1) returning id';
    expect((await client.query(insert, ['third'])).rows).toHaveLength(1);
    await expect(client.query(insert, ['third'])).rejects.toMatchObject({ code: '23505', query: insert });
    await expect(client.query('select nope from notes')).rejects.toMatchObject({ code: '42703' });
    expect((await client.query(insert, ['fourth'])).rows).toHaveLength(1);
    expect((await raw.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 4 }]);
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    let release!: () => void;
    let inserted!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const insertDone = new Promise<void>((r) => (inserted = r));
    const transaction = client.transaction(async (tx) => {
      await tx.query(`insert into notes (title) values ('inside')`);
      inserted();
      await held;
      throw new Error('rolled back');
    });
    await insertDone;
    const outside = client.query<{ n: number }>('select count(*)::int as n from notes');
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    // Had the query run inside the transaction it would have seen three notes.
    expect((await outside).rows).toEqual([{ n: 2 }]);
  });

  it('closes the least recently used statements past the limit and still answers each text', async () => {
    const texts = Array.from({ length: PREPARED_STATEMENT_LIMIT + 20 }, (_, i) => `select $1::int + ${i} as n`);
    for (const [i, text] of texts.entries()) expect((await client.query(text, [1])).rows).toEqual([{ n: 1 + i }]);
    expect((await client.query(texts[0], [2])).rows).toEqual([{ n: 2 }]);
    const { rows } = await raw.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
    expect(rows[0].n).toBe(PREPARED_STATEMENT_LIMIT);
  });
});
