import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../seed/demo-ids';
import { createTestApp, type TestApp } from '../test/test-app';

const { aurora } = DEMO_COMPANY;
const badTicket = { type: 'NOT_A_TYPE', subject: '' };

// A route's access check runs before its input is validated: a caller without the right learns nothing about
// what the input should have been, and only a caller with the right gets the 400 with field errors.
describe('the access check comes before input validation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = async (email: string, company = aurora) =>
    t.request({
      method: 'POST',
      url: `/api/businesses/${company}/tickets`,
      payload: badTicket,
      session: await t.login(email),
    });

  it.each([
    ['user@aurora.example', 403],
    ['employee@aurora.example', 403],
    ['rep@kettu.example', 404],
  ])('%s sending a bad ticket gets %i, not 400', async (email, status) => {
    const response = await create(email);
    expect(response.statusCode).toBe(status);
    expect(response.json()).not.toHaveProperty('fieldErrors');
  });

  it('a caller with the right gets the 400 with field errors', async () => {
    const response = await create('manager@aurora.example');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('type');
  });

  it('an operator acting on a company gets the 400 too, holding every permission there', async () => {
    expect((await create('dc@kaista.example')).statusCode).toBe(400);
  });
});
