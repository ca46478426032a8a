// Syslog lines as SIEMs read them: RFC 5424 framing, with either a CEF payload (ArcSight's Common Event
// Format, which most SIEMs parse) or RFC 5424 structured data. Pure functions, so the escaping rules,
// which are where such formats go wrong, are tested on their own.
import { hostname } from 'node:os';
import type { Severity } from '@gsg/shared';
import { CONSOLE_VERSION, type OutboundMessage } from '../message.ts';

/** security/authorization messages (RFC 5424 facility 10, authpriv). */
const FACILITY = 10;
/** RFC 5424 severities: 2 critical, 4 warning, 5 notice; a test message is informational (6). */
const SYSLOG_SEVERITY: Record<Severity, number> = { high: 2, medium: 4, low: 5 };
/** CEF severities run 0 to 10. */
const CEF_SEVERITY: Record<Severity, number> = { high: 8, medium: 5, low: 3 };
const APP_NAME = 'gsg-console';
/** The private enterprise number RFC 5612 sets aside for documentation and examples. */
const SD_ID = 'gsg@32473';

/** CEF header fields: a backslash and a pipe are escaped. */
export const cefHeader = (value: string): string => value.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/[\r\n]+/g, ' ');
/** CEF extension values: a backslash and an equals sign are escaped, line breaks written as \n and \r. */
export const cefValue = (value: string): string =>
  value.replace(/\\/g, '\\\\').replace(/=/g, '\\=').replace(/\r/g, '\\r').replace(/\n/g, '\\n');
/** RFC 5424 PARAM-VALUE: a double quote, a backslash and a closing bracket are escaped. */
export const sdValue = (value: string): string => value.replace(/[\\"\]]/g, (c) => `\\${c}`);

/** `CEF:0|GSG|Console|<version>|<signature id>|<name>|<severity>|<extensions>` */
export function cefPayload(message: OutboundMessage): string {
  const { alert } = message;
  const name = alert ? `${alert.actionTaken}: ${alert.policyTriggered}` : 'Test message';
  const severity = alert ? CEF_SEVERITY[alert.severity] : 0;
  const extensions: Array<[string, string | number]> = [
    ['rt', Date.parse(message.occurredAt)],
    ['externalId', message.key],
  ];
  if (alert) {
    extensions.push(
      ['suser', alert.user],
      ['suid', alert.userId],
      ['act', alert.actionTaken],
      ['cs1Label', 'policy'],
      ['cs1', alert.policyTriggered],
      ['cs2Label', 'alertId'],
      ['cs2', alert.id],
      ['cs3Label', 'status'],
      ['cs3', alert.status],
      ['msg', alert.inputPreview],
    );
  }
  const header = ['CEF:0', 'GSG', 'Console', CONSOLE_VERSION, message.type, name, String(severity)].map((f, i) => (i === 0 ? f : cefHeader(f)));
  return `${header.join('|')}|${extensions.map(([k, v]) => `${k}=${cefValue(String(v))}`).join(' ')}`;
}

/** `<PRI>1 TIMESTAMP HOSTNAME APP-NAME PROCID MSGID [SD] MSG`, the whole line; no framing. */
export function syslogLine(message: OutboundMessage, format: 'cef' | 'rfc5424'): string {
  const { alert } = message;
  const pri = FACILITY * 8 + (alert ? SYSLOG_SEVERITY[alert.severity] : 6);
  const head = `<${pri}>1 ${message.sentAt.toISOString()} ${hostname() || '-'} ${APP_NAME} ${process.pid} ${message.type}`;
  if (format === 'cef') return `${head} - ${cefPayload(message)}`;
  const params: Array<[string, string]> = [['id', message.key]];
  if (alert) {
    params.push(['alertId', alert.id], ['severity', alert.severity], ['action', alert.actionTaken], ['policy', alert.policyTriggered], ['user', alert.user], ['status', alert.status]);
  }
  const sd = `[${SD_ID} ${params.map(([k, v]) => `${k}="${sdValue(v)}"`).join(' ')}]`;
  const text = alert ? `${alert.actionTaken}: ${alert.policyTriggered} (${alert.user}): ${alert.inputPreview}` : 'GSG Console test message';
  // The BOM says the message is UTF-8, as RFC 5424 asks of a message that is.
  return `${head} ${sd} \uFEFF${text.replace(/[\r\n]+/g, ' ')}`;
}
