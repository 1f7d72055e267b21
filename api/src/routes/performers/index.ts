// Creator's own profile, pricing and media (creator token; fans get 403), plus the public routes of ./public.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { privateFileUrl } from '../../lib/file-urls';
import { HttpError, ok, unprocessable } from '../../lib/http-error';
import { toCents } from '../../lib/money';
import type { MediaKind } from '../../lib/sniff';
import { readMultipart } from '../../lib/multipart';
import { PRIVATE_KINDS, relPath, storeUpload } from '../../services/file-store';
import { fileUrl } from '../../mappers/account';
import { toUploadedFileJson } from '../../mappers/media';
import { PERFORMER_TEXT_COLUMNS, type PerformerMedia } from '../../repositories/performers';
import { responses } from '../../schemas/common';
import { UploadedFileJson } from '../../schemas/media';
import { DocumentTypeParams, IdParams, OwnAccountJson, PerformerUpdateBody } from '../../schemas/performers';
import { ownAccountJson } from '../../mappers/own-account';
import { loadCurrentUser } from '../../services/accounts';
import { assertPrices } from '../../services/pricing';
import { applyAccountFields } from '../../services/profile';
import publicPerformerRoutes from './public';

type DocType = 'idVerification' | 'documentVerification';

async function upload(
  app: FastifyInstance,
  request: FastifyRequest,
  target: {
    media?: PerformerMedia;
    kind: string;
    accept: MediaKind[];
    maxBytes: number;
    avatar?: boolean;
    docType?: DocType;
  },
) {
  const user = await loadCurrentUser(app, request);
  const form = await readMultipart(request, target.maxBytes);
  if (!form.first) throw new HttpError(400, ['file is required']);
  let media = target.media;
  if (target.docType !== undefined || target.kind === 'documents') {
    const type = target.docType ?? form.fields.type;
    if (type !== 'idVerification' && type !== 'documentVerification') {
      throw new HttpError(400, ['type must be idVerification or documentVerification']);
    }
    media = type;
  }
  const file = await storeUpload(app, form.first, {
    kind: target.kind,
    accept: target.accept,
    ownerId: user.id,
  });
  const now = app.now().toISOString();
  if (target.avatar) await app.repos.users.setAvatar(user.id, relPath(file), now);
  else if (media)
    await app.repos.performers.setMedia(user.id, media, file.id, relPath(file), file.originalName);
  // an ID document is private: its uploader gets the short-lived link their account page shows it with
  const url = PRIVATE_KINDS.has(file.kind)
    ? privateFileUrl(app, file.kind, file.storedName)
    : fileUrl(app.config.apiPublicUrl, relPath(file));
  return ok(
    toUploadedFileJson(file, url, {
      mimeType: file.mimeType,
      ...(media === 'idVerification' || media === 'documentVerification' ? { type: media } : {}),
    }),
  );
}

const performersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(publicPerformerRoutes);
  const creatorOnly = app.requireRole('performer');
  const image = app.config.maxImageBytes;

  const own = { response: responses(OwnAccountJson) };
  const uploaded = { schema: { response: responses(UploadedFileJson) }, preHandler: creatorOnly };

  app.get('/performers/me', { schema: own, preHandler: creatorOnly }, async (request) =>
    ok(await ownAccountJson(app, await loadCurrentUser(app, request))),
  );

  const updateOwnProfile = async (request: FastifyRequest, body: PerformerUpdateBody) => {
    await assertPrices(app, body);
    if (body.categoryIds) {
      const known = await app.repos.performerCategories.activeIds(body.categoryIds);
      if (body.categoryIds.some((id) => !known.has(id)))
        throw unprocessable('Choose categories from the list');
    }
    const user = await applyAccountFields(
      app,
      await loadCurrentUser(app, request),
      body,
      request.authUser?.tokenId,
    );
    const text: Record<string, string> = {};
    for (const key of PERFORMER_TEXT_COLUMNS)
      if (body[key] !== undefined) text[key] = (body[key] as string).trim();
    await app.repos.performers.update(user.id, {
      text,
      languages: body.languages,
      categoryIds: body.categoryIds,
      isFreeSubscription: body.isFreeSubscription,
      durationFreeSubscriptionDays: body.durationFreeSubscriptionDays,
      monthlyPriceCents: body.monthlyPrice !== undefined ? toCents(body.monthlyPrice) : undefined,
      yearlyPriceCents: body.yearlyPrice !== undefined ? toCents(body.yearlyPrice) : undefined,
      publicChatPriceCents: body.publicChatPrice !== undefined ? toCents(body.publicChatPrice) : undefined,
      privateChatPriceCents: body.privateChatPrice !== undefined ? toCents(body.privateChatPrice) : undefined,
      activateWelcomeVideo: body.activateWelcomeVideo,
      showCity: body.showCity,
    });
    return ok(await ownAccountJson(app, await loadCurrentUser(app, request)));
  };

  app.put(
    '/performers/me',
    { schema: { body: PerformerUpdateBody, ...own }, preHandler: creatorOnly },
    async (request) => updateOwnProfile(request, request.body),
  );
  // api-fanso 2.0 updates through PUT /performers/:id; accepted for the caller's own id only.
  app.put(
    '/performers/:id',
    { schema: { body: PerformerUpdateBody, params: IdParams, ...own }, preHandler: creatorOnly },
    async (request) => {
      if (request.params.id !== request.authUser!.id)
        throw new HttpError(403, 'You can only update your own profile');
      return updateOwnProfile(request, request.body);
    },
  );

  app.post('/performers/avatar/upload', uploaded, async (request) =>
    upload(app, request, { kind: 'avatars', accept: ['image'], maxBytes: image, avatar: true }),
  );
  app.post('/performers/cover/upload', uploaded, async (request) =>
    upload(app, request, { media: 'cover', kind: 'covers', accept: ['image'], maxBytes: image }),
  );
  app.post('/performers/welcome-video/upload', uploaded, async (request) =>
    upload(app, request, {
      media: 'welcomeVideo',
      kind: 'welcome-videos',
      accept: ['video'],
      maxBytes: app.config.maxVideoBytes,
    }),
  );
  app.post('/performers/documents/upload', uploaded, async (request) =>
    upload(app, request, { kind: 'documents', accept: ['image'], maxBytes: image }),
  );
  app.post(
    '/performers/documents/upload/:type',
    {
      schema: { params: DocumentTypeParams, response: responses(UploadedFileJson) },
      preHandler: creatorOnly,
    },
    async (request) =>
      upload(app, request, {
        kind: 'documents',
        accept: ['image'],
        maxBytes: image,
        docType: request.params.type,
      }),
  );
};

export default performersRoutes;
