/**
 * Outgoing e-mail: Amazon SES in AWS; locally an outbox folder of .eml files (MAIL_OUTBOX_DIR,
 * `npm start` sets it to DATA_DIR/outbox) that a person can open in any mail client.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { log } from './log';

// The SES SDK is loaded when the first mail is sent (most calls of the routes that may mail send none).
const loadSes = () => import('@aws-sdk/client-sesv2');

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

let ses: SESv2Client | undefined;

const encodeHeader = (s: string) => `=?UTF-8?B?${Buffer.from(s, 'utf8').toString('base64')}?=`;

export async function sendMail(mail: Mail): Promise<void> {
  const outbox = process.env.MAIL_OUTBOX_DIR;
  const from = process.env.MAIL_FROM ?? 'Evidencia škôd <noreply@sopsr.sk>';
  if (outbox) {
    await mkdir(outbox, { recursive: true });
    // The file name says which recipient without naming them: an address often holds the person's name.
    const recipient = createHash('sha256').update(mail.to.toLowerCase()).digest('hex').slice(0, 12);
    const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${recipient}.eml`);
    const eml = [
      `From: ${from}`,
      `To: ${mail.to}`,
      `Subject: ${encodeHeader(mail.subject)}`,
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      mail.text,
    ].join('\r\n');
    await writeFile(file, eml, 'utf8');
    log.info('mail written to the local outbox', { file });
    return;
  }
  const { SESv2Client, SendEmailCommand } = await loadSes();
  ses ??= new SESv2Client({});
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: from,
      Destination: { ToAddresses: [mail.to] },
      Content: { Simple: { Subject: { Data: mail.subject, Charset: 'UTF-8' }, Body: { Text: { Data: mail.text, Charset: 'UTF-8' } } } },
    }),
  );
}
