// Operators' two-factor sign-in: status, set-up (secret + otpauth URI for the QR code), confirmation (recovery
// codes, shown once) and the login's code step. Code attempts are limited per account.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../lib/http-error';
import {
  ConfirmTwoFactorBody,
  RecoveryCodesJson,
  TwoFactorEnrolmentJson,
  TwoFactorStatusJson,
  VerifyTwoFactorBody,
} from '../../schemas/admin';
import { responses } from '../../schemas/common';
import {
  confirmEnrolment,
  startEnrolment,
  twoFactorStatus,
  verifySecondFactor,
} from '../../services/two-factor';

/** At 5 tries per 15 minutes, guessing one of a million codes takes about five years on average. */
const CODE_WINDOW_MS = 15 * 60 * 1000;

const twoFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const enrolling = { adminEnrolling: true };
  const attempts = {
    ...enrolling,
    rateLimit: {
      max: app.config.adminCodeAttemptsMax,
      timeWindow: CODE_WINDOW_MS,
      keyGenerator: (request: FastifyRequest) => `2fa:${request.authUser?.id ?? request.ip}`,
    },
  };

  app.get(
    '/admin/2fa',
    { config: enrolling, schema: { response: responses(TwoFactorStatusJson) } },
    async (request) => ok(await twoFactorStatus(app, request.authUser!)),
  );

  app.post(
    '/admin/2fa/enrol',
    { config: enrolling, schema: { response: responses(TwoFactorEnrolmentJson) } },
    async (request) => ok(await startEnrolment(app, request.authUser!)),
  );

  app.post(
    '/admin/2fa/confirm',
    { config: attempts, schema: { body: ConfirmTwoFactorBody, response: responses(RecoveryCodesJson) } },
    async (request) => ok(await confirmEnrolment(app, request.authUser!, request.body.code)),
  );

  app.post(
    '/admin/2fa/verify',
    { config: attempts, schema: { body: VerifyTwoFactorBody, response: responses(TwoFactorStatusJson) } },
    async (request) => ok(await verifySecondFactor(app, request.authUser!, request.body)),
  );
};

export default twoFactorRoutes;
