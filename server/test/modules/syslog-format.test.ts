import t from 'tap';
import { cefHeader, cefPayload, cefValue, sdValue, syslogLine } from '../../src/modules/integrations/channels/syslog-format.ts';
import { testMessage, type OutboundMessage } from '../../src/modules/integrations/message.ts';
import { alertFixture } from '../fixtures.ts';

// The escapes are the CEF specification's (ArcSight "Implementing ArcSight CEF", revision 25): in the
// header a pipe and a backslash; in extension values an equals sign and a backslash, line breaks as \n.
t.test('CEF escapes as its specification says', async (t) => {
  t.equal(cefHeader('detected a | in message'), 'detected a \\| in message');
  t.equal(cefHeader('detected a \\ in packet'), 'detected a \\\\ in packet');
  t.equal(cefValue('a = b'), 'a \\= b');
  t.equal(cefValue('C:\\temp'), 'C:\\\\temp');
  t.equal(cefValue('line one\nline two\r'), 'line one\\nline two\\r');
  t.equal(cefHeader('two\nlines'), 'two lines', 'no line break survives in a header');
});

t.test('RFC 5424 PARAM-VALUE escapes a quote, a backslash and a closing bracket', async (t) => {
  t.equal(sdValue('say "hi" \\ [x]'), 'say \\"hi\\" \\\\ [x\\]');
});

const sentAt = new Date('2026-11-25T10:00:00.000Z');
const alertMessage = (over = {}): OutboundMessage => ({
  ...testMessage('e-1:integrations/i-1', sentAt),
  type: 'alert.created',
  occurredAt: '2026-11-25T09:59:59.000Z',
  alert: alertFixture('a-1', '2026-11-25T09:59:59.000Z', { policyTriggered: 'PII | Finance', inputPreview: 'x = y\nnext', ...over }),
});

t.test('a hostile policy name or preview cannot add CEF fields or break the line', async (t) => {
  const payload = cefPayload(alertMessage());
  t.match(payload, /^CEF:0\|GSG\|Console\|[^|]+\|alert\.created\|Blocked: PII \\\| Finance\|8\|/);
  t.match(payload, / msg=x \\= y\\nnext$/);
  t.notMatch(payload, /\n/);
  const line = syslogLine(alertMessage({ user: 'eve act=Allowed' }), 'cef');
  t.match(line, / suser=eve act\\=Allowed /, 'an equals sign in a value is escaped, so no second act field appears');
  t.match(line, /^<82>1 2026-11-25T10:00:00\.000Z \S+ gsg-console \d+ alert\.created - CEF:0/, 'authpriv, critical, RFC 5424 header');
});

t.test('an RFC 5424 line keeps a hostile value inside its parameter and on one line', async (t) => {
  const line = syslogLine(alertMessage({ policyTriggered: 'a"] [injected x="1' }), 'rfc5424');
  t.match(line, /policy="a\\"\\] \[injected x=\\"1"/);
  t.notMatch(line, /\n/);
  t.match(syslogLine(testMessage('k', sentAt), 'rfc5424'), /^<86>1 /, 'a test message is informational');
});
