import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as MSG91's Flow API would receive it. */
export interface Msg91Request {
  authkey: string | undefined;
  /** Whether the fake answered success. */
  accepted: boolean;
  body: {
    template_id: string;
    sender: string;
    short_url: string;
    recipients: ({ mobiles: string } & Record<string, string>)[];
  };
}

/** How the fake answers one request: a status, or no answer at all (the client times out). */
export type Msg91Answer = number | 'hang';

/**
 * A stand-in for MSG91's Flow API on 127.0.0.1 (issue 28), speaking its documented shapes:
 * `{"type":"success","message":"<request id>"}` on success, `{"type":"error","message":…}` with
 * the error status otherwise. Answers are taken from `script` in order, then 200 for ever.
 */
export async function startFakeMsg91(script: Msg91Answer[] = []) {
  const requests: Msg91Request[] = [];
  const answers = [...script];
  const hanging = new Set<() => void>();
  let delayMs = 0;
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const answer = answers.shift() ?? 200;
    requests.push({
      authkey: req.headers.authkey as string | undefined,
      accepted: answer === 200,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Msg91Request['body'],
    });
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (answer === 'hang') {
      hanging.add(() => res.destroy());
      return;
    }
    res.writeHead(answer, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        answer === 200
          ? { type: 'success', message: `3661${String(requests.length).padStart(20, '0')}` }
          : {
              type: 'error',
              // MSG91 echoes the number in some of its errors: the API must not show it to staff.
              message:
                answer >= 500
                  ? 'Internal Server Error'
                  : `Invalid template id for ${requests.at(-1)?.body.recipients[0]?.mobiles}`,
            },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v5/flow`,
    requests,
    /** The answers to give next, in order. */
    script: (...next: Msg91Answer[]) => answers.push(...next),
    /** Forgets the answers still scripted: from now on every request succeeds. */
    clear: () => answers.splice(0),
    /** Answers each request after this many milliseconds (two workers then overlap). */
    slowDown: (ms: number) => (delayMs = ms),
    close: async () => {
      for (const end of hanging) end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The environment that points the API's SMS at a fake MSG91. */
export const msg91Env = (url: string) => ({
  MSG91_URL: url,
  MSG91_AUTH_KEY: 'test-auth-key-0001',
  MSG91_SENDER_ID: 'RISHTA',
  MSG91_OTP_TEMPLATE_ID: '64f0c0ffee0tp',
});
