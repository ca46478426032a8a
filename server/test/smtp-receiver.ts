import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import type { Test } from 'tap';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { Waiters } from './waiters.ts';

export interface Mail {
  from: string;
  to: string[];
  raw: string;
  user: string | null;
}

/** An SMTP server (smtp-server, the receiving half of nodemailer's project) that keeps what it is sent. */
export async function startSmtpReceiver(t: Test, credentials?: { user: string; pass: string }) {
  const mails: Mail[] = [];
  const waiters = new Waiters();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: !credentials,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, done) {
      if (credentials && auth.username === credentials.user && auth.password === credentials.pass) done(null, { user: auth.username });
      else done(new Error('Invalid username or password'));
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: (session.user as string | undefined) ?? null,
        });
        done();
        waiters.check();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.server.address() as AddressInfo).port, mails, until: (n: number) => waiters.until(() => mails.length >= n, `${n} mails`) };
}

/** Adds an e-mail integration (as the admin) that sends through the receiver on `port`. */
export async function addMailIntegration(t: Test, as: (opts: InjectOptions) => Promise<LightMyRequestResponse>, port: number): Promise<void> {
  const res = await as({
    method: 'POST',
    url: '/api/v1/integrations',
    payload: { type: 'email', name: 'Mail', config: { smtpHost: '127.0.0.1', smtpPort: port, from: 'gsg@example.com', to: 'soc@example.com' } },
  });
  t.equal(res.statusCode, 201, 'the e-mail integration is added');
}
