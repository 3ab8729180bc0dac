import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { LoginHoldsRepo } from './login-holds.repo';

/** Two instances' throttles over one database: the cap on delayed logins of an address is shared. */
describe('delayed logins held per address across instances', () => {
  let database: TestDatabase;
  let first: LoginHoldsRepo;
  let second: LoginHoldsRepo;
  beforeAll(async () => {
    database = await openTestDatabase();
    first = new LoginHoldsRepo(database.db);
    second = new LoginHoldsRepo(database.db);
  });
  afterAll(() => database.close());

  it('refuses a sixth hold of one address whichever instance asks, and frees room on release', async () => {
    const holds = await Promise.all(
      [first, second, first, second, first].map((repo) => repo.take('10.7.7.7', 5, 60_000)),
    );
    expect(holds.every((hold) => hold !== null)).toBe(true);
    expect(await second.take('10.7.7.7', 5, 60_000)).toBeNull();
    expect(await first.take('10.7.7.8', 5, 60_000)).not.toBeNull();
    await first.release(holds[0]!);
    expect(await second.take('10.7.7.7', 5, 60_000)).not.toBeNull();
  });

  it('lets the holds of an instance that died end by themselves', async () => {
    for (let n = 0; n < 5; n += 1) await first.take('10.8.8.8', 5, 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await second.take('10.8.8.8', 5, 60_000)).not.toBeNull();
  });
});
