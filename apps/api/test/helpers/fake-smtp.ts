import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 (smtp-server) that keeps what it receives, parsed (issue 28).
 * `reject(code)` makes it refuse the next messages with that reply code (4xx: try later; 5xx: never).
 */
export async function startFakeSmtp() {
  const received: ParsedMail[] = [];
  const envelopes: { from: string; to: string[] }[] = [];
  const refusals: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const refusal = refusals.shift();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusal) {
          const error = new Error(refusal >= 500 ? 'Mailbox unavailable' : 'Try again later') as Error & {
            responseCode: number;
          };
          error.responseCode = refusal;
          callback(error);
          return;
        }
        envelopes.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        });
        void simpleParser(Buffer.concat(chunks)).then((mail) => {
          received.push(mail);
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    envelopes,
    reject: (...codes: number[]) => refusals.push(...codes),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const smtpEnv = (url: string) => ({
  SMTP_URL: url,
  MAIL_FROM: 'Rishta <no-reply@rishta.example>',
  MAIL_REPLY_TO: 'help@rishta.example',
});
