import type { IntegrationCreate, IntegrationType, Integration, Severity } from '@gsg/shared';

/** What the Add destination dialog holds: every type's fields as typed text, so switching type loses nothing. */
export interface DestinationDraft {
  type: IntegrationType;
  name: string;
  minSeverity: Severity;
  url: string;
  secret: string;
  webhookUrl: string;
  smtpHost: string;
  smtpPort: string;
  secure: boolean;
  username: string;
  password: string;
  from: string;
  to: string;
  host: string;
  port: string;
  protocol: 'udp' | 'tcp' | 'tls';
  format: 'cef' | 'rfc5424';
  /** PEM, for TLS to a collector whose certificate a private authority signed. */
  caCertificate: string;
}

export const TYPE_LABELS: Record<IntegrationType, string> = { email: 'E-mail', slack: 'Slack', webhook: 'Webhook', syslog: 'Syslog (SIEM)' };

export const emptyDraft = (secret: string): DestinationDraft => ({
  type: 'webhook',
  name: '',
  minSeverity: 'low',
  url: '',
  secret,
  webhookUrl: '',
  smtpHost: '',
  smtpPort: '587',
  secure: false,
  username: '',
  password: '',
  from: '',
  to: '',
  host: '',
  port: '514',
  protocol: 'udp',
  format: 'cef',
  caCertificate: '',
});

/** A port as typed: a number when it is one, else the text, for the server to refuse with its reason. */
const portOf = (text: string): number => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The request for the draft's type; only that type's fields go. */
export function inputOf(d: DestinationDraft): IntegrationCreate {
  const common = { name: d.name, minSeverity: d.minSeverity, enabled: true };
  switch (d.type) {
    case 'email':
      return {
        ...common,
        type: 'email',
        config: {
          smtpHost: d.smtpHost,
          smtpPort: portOf(d.smtpPort),
          secure: d.secure,
          ...(d.username ? { username: d.username, password: d.password } : {}),
          from: d.from,
          to: d.to,
        },
      };
    case 'slack':
      return { ...common, type: 'slack', config: { webhookUrl: d.webhookUrl } };
    case 'webhook':
      return { ...common, type: 'webhook', config: { url: d.url, secret: d.secret } };
    case 'syslog':
      return {
        ...common,
        type: 'syslog',
        config: {
          host: d.host,
          port: portOf(d.port),
          protocol: d.protocol,
          format: d.format,
          ...(d.protocol === 'tls' && d.caCertificate.trim() ? { caCertificate: d.caCertificate } : {}),
        },
      };
  }
}

/** Where a destination sends, in a few words, from the config the server shows (no secrets in it). */
export function targetOf(integration: Pick<Integration, 'type' | 'config'>): string {
  const c = integration.config;
  switch (integration.type) {
    case 'email':
      return `to ${String(c.to)} via ${String(c.smtpHost)}:${String(c.smtpPort)}`;
    case 'slack':
      return 'a Slack channel (its webhook URL is kept secret)';
    case 'webhook':
      return String(c.url);
    case 'syslog':
      return `${String(c.host)}:${String(c.port)} over ${String(c.protocol).toUpperCase()}${c.caCertificate ? ' (its own CA)' : ''}, ${c.format === 'cef' ? 'CEF' : 'RFC 5424'}`;
  }
}
