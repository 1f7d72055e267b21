// A child API process for the crash test (issue 20 item 4): the same app on DATA_DIR (or DATABASE_URL), whose sandbox gateway
// never answers a charge of HANG_CENTS, so a top-up can be killed (SIGKILL) while it waits, after its payment
// row was committed. Prints its port once it listens.
import { buildApp } from '../../../api/src/app';
import type { ChargeRequest } from '../../../api/src/payments/gateway';
import { SandboxGateway } from '../../../api/src/payments/sandbox';

const hangCents = Number(process.env.HANG_CENTS);
const charge = SandboxGateway.prototype.charge;
SandboxGateway.prototype.charge = function hanging(this: SandboxGateway, request: ChargeRequest) {
  return request.amountCents === hangCents ? new Promise(() => undefined) : charge.call(this, request);
};

void (async () => {
  const app = await buildApp({
    dataDir: process.env.DATA_DIR,
    config: {
      databaseUrl: process.env.DATABASE_URL ?? '',
      apiPublicUrl: 'http://api.test',
      appPublicUrl: 'http://app.test',
      renewalSweepMs: 0,
      liveSweepMs: 0,
    },
    env: {},
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
})();
