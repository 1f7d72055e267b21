import { makeApp } from '../helpers/app';
jest.setTimeout(300_000);
test('seed time', async () => {
  for (let i = 0; i < 2; i++) {
    const t0 = Date.now();
    const t = await makeApp();
    console.log('makeApp ms', Date.now() - t0);
    await t.app.close();
  }
});
