// POST /contact (spec §7 "Settings and contact"): stored and mailed by the API, rate-limited per IP; carries
// the reCAPTCHA token when the site has a key.
import { post, unwrap } from '@/lib/http-client';
import { asRaw } from '@/lib/raw-json';
import type { NoticeJson } from '@api/schemas/common';

export interface ContactPayload {
  name: string;
  email: string;
  message: string;
  token?: string;
}

export const CONTACT_LIMITS = { name: 100, message: 5000 } as const;

export async function sendContact(payload: ContactPayload): Promise<string> {
  const body = {
    name: payload.name.trim(),
    email: payload.email.trim(),
    message: payload.message.trim(),
    ...(payload.token ? { token: payload.token } : {}),
  };
  const data = await unwrap(post<NoticeJson>('/contact', body, { noAuthRedirect: true }));
  const message = asRaw<NoticeJson>(data).message;
  return typeof message === 'string' ? message : '';
}
