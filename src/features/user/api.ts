// Current-user calls (spec §7 "Users", "Performers"): raw JSON is mapped through ./types before it leaves.
import {
  get,
  post,
  put,
  toApiMessage,
  unwrap,
  upload,
  type ApiMessage,
  type RequestOptions,
} from '@/lib/http-client';
import { preparePassword } from '@/lib/password';
import { type CurrentUser, toCurrentUser } from './types';
import { type UploadedFile, toUploadedFile } from './media-types';
import { type ProfileUpdate } from './user-slice';
import type { NoticeJson, SuccessJson } from '@api/schemas/common';
import type { UploadedFileJson } from '@api/schemas/media';
import type { OwnAccountJson } from '@api/schemas/performers';

type Progress = ((percent: number) => void) | undefined;

/** GET /users/me; on the server pass the cookie's token explicitly. */
export async function getCurrentUser(
  opts?: { token?: string } & Pick<RequestOptions, 'noAuthRedirect'>,
): Promise<CurrentUser> {
  const raw = await unwrap(get<OwnAccountJson>('/users/me', undefined, opts));
  return toCurrentUser(raw ?? {});
}

async function withPreparedPassword(values: ProfileUpdate): Promise<ProfileUpdate> {
  const { password, currentPassword, ...rest } = values;
  const out: ProfileUpdate = { ...rest };
  if (typeof password === 'string' && password !== '') out.password = await preparePassword(password);
  if (typeof currentPassword === 'string' && currentPassword !== '') {
    out.currentPassword = await preparePassword(currentPassword);
  }
  return out;
}

export async function updateFanProfile(values: ProfileUpdate): Promise<CurrentUser> {
  const raw = await unwrap(put<OwnAccountJson>('/users', await withPreparedPassword(values)));
  return toCurrentUser(raw ?? {});
}

export async function updateCreatorProfile(values: ProfileUpdate): Promise<CurrentUser> {
  const raw = await unwrap(put<OwnAccountJson>('/performers/me', await withPreparedPassword(values)));
  return toCurrentUser(raw ?? {});
}

export async function uploadAvatar(
  file: Blob,
  isPerformer: boolean,
  onProgress?: Progress,
): Promise<UploadedFile> {
  const url = isPerformer ? '/performers/avatar/upload' : '/users/avatar/upload';
  return toUploadedFile(await unwrap(upload<UploadedFileJson>(url, [{ file }], undefined, onProgress)));
}

export async function uploadCover(file: Blob, onProgress?: Progress): Promise<UploadedFile> {
  return toUploadedFile(
    await unwrap(upload<UploadedFileJson>('/performers/cover/upload', [{ file }], undefined, onProgress)),
  );
}

export async function uploadWelcomeVideo(file: Blob, onProgress?: Progress): Promise<UploadedFile> {
  return toUploadedFile(
    await unwrap(
      upload<UploadedFileJson>('/performers/welcome-video/upload', [{ file }], undefined, onProgress),
    ),
  );
}

export async function uploadDocument(
  file: Blob,
  type: 'idVerification' | 'documentVerification',
  onProgress?: Progress,
): Promise<UploadedFile> {
  return toUploadedFile(
    await unwrap(upload<UploadedFileJson>('/performers/documents/upload', [{ file }], { type }, onProgress)),
  );
}

/** With an email for visitors; without one the signed-in user's address is used (auth header). */
export async function resendVerificationEmail(email?: string): Promise<ApiMessage> {
  return toApiMessage(await unwrap(post<NoticeJson>('/auth/email-verification', email ? { email } : {})));
}

/** PUT /auth/users/me/password: the signed-in account's own password (the account pages). */
export async function updatePassword(
  password: string,
  source: 'user' | 'performer',
  currentPassword?: string,
): Promise<void> {
  const body = {
    password: await preparePassword(password),
    ...(currentPassword ? { currentPassword: await preparePassword(currentPassword) } : {}),
    source,
  };
  await put<SuccessJson>('/auth/users/me/password', body);
}
