// Development mail transport: every message is written to DATA_DIR/outbox/<iso-time>-<to>.eml and to the
// `outbox` table, so reset and verification links can be followed without a mail server.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../lib/ids';
import type { OutboxRepository } from '../repositories/outbox';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(opts: {
  dataDir: string;
  outbox: OutboxRepository;
  log: FastifyBaseLogger;
  now: () => Date;
  from?: string;
}): Mailer {
  const dir = path.join(opts.dataDir, 'outbox');
  return {
    async send(mail) {
      fs.mkdirSync(dir, { recursive: true });
      const createdAt = opts.now().toISOString();
      const to = mail.to.toLowerCase();
      // File names keep only safe characters of the address; the real address is in the file and the row.
      const safeTo = to.replace(/[^a-z0-9@._-]/g, '_');
      const fileName = `${createdAt.replace(/:/g, '-')}-${newId().slice(0, 6)}-${safeTo}.eml`;
      const filePath = path.join(dir, fileName);
      const eml = [
        `From: ${opts.from ?? 'no-reply@fanplatform.local'}`,
        `To: ${to}`,
        `Subject: ${mail.subject.replace(/[\r\n]+/g, ' ')}`,
        `Date: ${new Date(createdAt).toUTCString()}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        mail.text,
        '',
      ].join('\r\n');
      fs.writeFileSync(filePath, eml);
      await opts.outbox.insert({
        id: newId(),
        toAddress: to,
        subject: mail.subject,
        body: mail.text,
        filePath,
        createdAt,
      });
      opts.log.info(`mail to ${to} written to outbox`);
    },
  };
}
