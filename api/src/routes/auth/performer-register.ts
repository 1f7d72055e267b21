// Creator sign-up: multipart fields plus two ID pictures (government ID and selfie holding it).
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, ok } from '../../lib/http-error';
import { NoticeJson, responses } from '../../schemas/common';
import { hashPassword } from '../../lib/passwords';
import { readMultipart } from '../../lib/multipart';
import { storeUpload } from '../../services/file-store';
import { GENDERS, MESSAGES, isValidEmail, isValidPassword, isValidUsername } from '../../lib/validation';
import { assertUnique, displayName } from '../../services/accounts';
import { sendVerificationEmail } from '../../services/sessions';
import { authRateLimit } from './rate-limit';

const FIELDS = [
  'firstName',
  'lastName',
  'name',
  'username',
  'email',
  'password',
  'gender',
  'country',
  'dateOfBirth',
] as const;
type Field = (typeof FIELDS)[number];

/**
 * Multipart bodies bypass JSON-schema validation, so the same rules are applied here by hand; fields other than
 * FIELDS are dropped, as unknown JSON properties are.
 */
function validate(fields: Record<string, string>): Record<Field, string> {
  const errors: string[] = [];
  const v = Object.fromEntries(FIELDS.map((f) => [f, (fields[f] ?? '').trim()])) as Record<Field, string>;
  v.password = fields.password ?? '';
  for (const f of ['firstName', 'lastName', 'username', 'email', 'password'] as const)
    if (!v[f]) errors.push(`${f} is required`);
  if (v.username && !isValidUsername(v.username)) errors.push(MESSAGES.username);
  if (v.email && !isValidEmail(v.email)) errors.push(MESSAGES.email);
  if (v.password && !isValidPassword(v.password)) errors.push(MESSAGES.password);
  if (!(GENDERS as readonly string[]).includes(v.gender))
    errors.push('gender must be male, female, transgender or couple');
  if (v.country && !/^[A-Za-z]{2}$/.test(v.country)) errors.push('country must be a 2-letter country code');
  if (v.dateOfBirth && Number.isNaN(Date.parse(v.dateOfBirth))) errors.push('dateOfBirth must be a date');
  for (const f of FIELDS) if (v[f].length > 200) errors.push(`${f} is too long`);
  if (errors.length) throw new HttpError(400, errors);
  return v;
}

const performerRegisterRoutes: FastifyPluginAsync = async (app) => {
  const schema = { response: responses(NoticeJson) };
  app.post('/auth/performers/register', { schema, config: authRateLimit(app) }, async (request) => {
    const form = await readMultipart(request, app.config.maxImageBytes);
    const v = validate(form.fields);
    const idFile = form.files.idVerification;
    const docFile = form.files.documentVerification;
    if (!idFile || !docFile) {
      throw new HttpError(
        422,
        'Please upload both your ID document (idVerification) and a selfie holding it (documentVerification)',
      );
    }
    await assertUnique(app, { username: v.username, email: v.email });
    // Files are checked and stored before the account exists, so a bad picture leaves no half account.
    const idRow = await storeUpload(app, idFile, { kind: 'documents', accept: ['image'], ownerId: null });
    const docRow = await storeUpload(app, docFile, { kind: 'documents', accept: ['image'], ownerId: null });
    const now = app.now().toISOString();
    const passwordHash = await hashPassword(v.password);
    const user = await app.db.transaction(async () => {
      const created = await app.repos.users.create(
        {
          role: 'performer',
          name: displayName(v),
          firstName: v.firstName,
          lastName: v.lastName,
          username: v.username,
          email: v.email,
          gender: v.gender,
          country: v.country.toUpperCase(),
          passwordHash,
        },
        now,
      );
      await app.repos.performers.create(created.id, {
        dateOfBirth: v.dateOfBirth,
        idVerificationId: idRow.id,
        documentVerificationId: docRow.id,
      });
      await app.repos.files.setOwner(idRow.id, created.id);
      await app.repos.files.setOwner(docRow.id, created.id);
      return created;
    })();
    await sendVerificationEmail(app, user);
    return ok({
      message:
        'Your creator account has been created. Your ID documents will be reviewed before you can publish.',
    });
  });
};

export default performerRegisterRoutes;
