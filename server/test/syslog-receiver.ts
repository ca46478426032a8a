import { createSocket } from 'node:dgram';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import { createRequire } from 'node:module';
import type { Test } from 'tap';
import { Waiters } from './waiters.ts';

/** What nsyslog-parser (a parser nobody here wrote) makes of one syslog line. */
export interface ParsedSyslog {
  facility: string;
  level: string;
  version: number;
  type: 'RFC5424' | 'CEF' | 'BSD';
  ts: string;
  appName: string;
  messageid: string;
  message: string;
  structuredData: Array<Record<string, string>>;
  cef?: Record<string, string>;
  fields: Record<string, string>;
}
const parseSyslog = createRequire(import.meta.url)('nsyslog-parser') as (line: string) => ParsedSyslog;

/** A TLS server's key and certificate (PEM). */
export interface TlsIdentity {
  key: string;
  cert: string;
}

export interface SyslogReceiver {
  port: number;
  lines: string[];
  parsed(): ParsedSyslog[];
  until(count: number, what: string): Promise<void>;
}

/**
 * A syslog server on a loopback port, as a SIEM's collector: UDP takes one message per datagram; TCP, and
 * TLS with the identity given (RFC 5425), read RFC 6587 octet-counted frames (`LENGTH SP MESSAGE`) and fail
 * the test on anything else.
 */
export async function startSyslogReceiver(t: Test, protocol: 'udp' | 'tcp' | 'tls', identity?: TlsIdentity): Promise<SyslogReceiver> {
  const lines: string[] = [];
  const waiters = new Waiters();
  const got = (line: string) => {
    lines.push(line);
    waiters.check();
  };
  let port: number;
  if (protocol === 'udp') {
    const socket = createSocket('udp4');
    socket.on('message', (msg) => got(msg.toString('utf8')));
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    port = socket.address().port;
    t.teardown(() => socket.close());
  } else {
    const onConnection = (connection: Socket) => {
      let buffered = Buffer.alloc(0);
      connection.on('data', (chunk: Buffer) => {
        buffered = Buffer.concat([buffered, chunk]);
        for (;;) {
          const space = buffered.indexOf(0x20);
          if (space < 0) return;
          const length = Number(buffered.subarray(0, space).toString('ascii'));
          if (!Number.isInteger(length) || length <= 0) {
            t.fail(`not an octet-counted frame: ${buffered.subarray(0, 40).toString()}`);
            connection.destroy();
            return;
          }
          if (buffered.length < space + 1 + length) return;
          got(buffered.subarray(space + 1, space + 1 + length).toString('utf8'));
          buffered = buffered.subarray(space + 1 + length);
        }
      });
    };
    if (protocol === 'tls' && !identity) throw new Error('a TLS receiver needs a certificate');
    const server = protocol === 'tls' ? createTlsServer({ ...identity }, onConnection) : createServer(onConnection);
    // A client that refuses the certificate ends the handshake: that is for the test to see, not an error here.
    server.on('tlsClientError', () => {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  }
  return { port, lines, parsed: () => lines.map(parseSyslog), until: (count, what) => waiters.until(() => lines.length >= count, what) };
}
