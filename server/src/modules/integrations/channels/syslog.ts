import { createSocket } from 'node:dgram';
import { connect as connectTcp, isIP, type Socket } from 'node:net';
import { connect as connectTls, type ConnectionOptions } from 'node:tls';
import type { SyslogConfig } from '@gsg/shared';
import type { Channel } from './channel.ts';
import { ChannelFailure, SEND_TIMEOUT_MS, reasonOf } from './channel.ts';
import { syslogLine } from './syslog-format.ts';

/** One datagram per message (RFC 5426): sent is as delivered as UDP gets. */
function sendUdp(host: string, port: number, line: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = createSocket(host.includes(':') ? 'udp6' : 'udp4');
    socket.send(Buffer.from(line, 'utf8'), port, host, (err) => {
      socket.close();
      if (err) reject(new ChannelFailure(`could not send to the syslog server (${reasonOf(err)})`));
      else resolve();
    });
  });
}

/**
 * Over TCP or TLS with octet counting (RFC 6587: `LENGTH SP MESSAGE`), so a line with a line break in
 * it stays one message. Delivered once written and the connection closed cleanly.
 */
function sendStream(open: () => Socket, ready: 'connect' | 'secureConnect', line: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const payload = Buffer.from(line, 'utf8');
    const socket = open();
    socket.setTimeout(SEND_TIMEOUT_MS, () => socket.destroy(new Error('ETIMEDOUT')));
    socket.once('error', (err) => reject(new ChannelFailure(`could not send to the syslog server (${reasonOf(err)})`)));
    socket.once(ready, () => {
      socket.end(Buffer.concat([Buffer.from(`${payload.length} `), payload]), () => resolve());
    });
  });
}

/**
 * The collector's certificate must be valid for its host, signed by the configured authority or else one
 * the system trusts. A name is sent as SNI; an address is not (RFC 6066), and is checked against the
 * certificate's IP entries instead.
 */
function tlsOptions(config: SyslogConfig): ConnectionOptions {
  return {
    host: config.host,
    port: config.port,
    ...(isIP(config.host) === 0 ? { servername: config.host } : {}),
    ...(config.caCertificate ? { ca: config.caCertificate } : {}),
  };
}

export const syslogChannel: Channel<'syslog'> = {
  async send(config, message) {
    const line = syslogLine(message, config.format);
    if (config.protocol === 'udp') await sendUdp(config.host, config.port, line);
    else if (config.protocol === 'tcp') await sendStream(() => connectTcp({ host: config.host, port: config.port }), 'connect', line);
    else await sendStream(() => connectTls(tlsOptions(config)), 'secureConnect', line);
    return null;
  },
};
