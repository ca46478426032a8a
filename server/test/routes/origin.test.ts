import t from 'tap';
import { FOREIGN_ORIGIN } from '../../src/plugins/auth.ts';
import { ADMIN_PASSWORD, buildTestApp } from '../helper.ts';
import { piiBlockPolicy } from '../fixtures.ts';

const HOST = 'console.example.com';

t.test("a change with the session cookie from another page's origin is refused, and changes nothing", async (t) => {
  const { as } = await buildTestApp(t);
  const create = (origin?: string) =>
    as({ method: 'POST', url: '/api/v1/policies', headers: { host: HOST, ...(origin ? { origin } : {}) }, payload: piiBlockPolicy });

  for (const origin of ['https://evil.example', `https://${HOST}.evil.example`, 'null', 'https://sub.console.example.com']) {
    const res = await create(origin);
    t.equal(res.statusCode, 403, origin);
    t.equal(res.json().message, FOREIGN_ORIGIN);
  }
  t.same((await as({ method: 'GET', url: '/api/v1/policies' })).json(), { items: [] }, 'no policy was created');

  t.equal((await create(`https://${HOST}`)).statusCode, 201, 'the console itself');
  t.equal((await create(`http://${HOST}`)).statusCode, 201, 'over plain HTTP too');
  t.equal((await create()).statusCode, 201, 'a client that is no browser sends no Origin');
  const port = await as({ method: 'POST', url: '/api/v1/policies', headers: { host: `${HOST}:443`, origin: `https://${HOST}` }, payload: piiBlockPolicy });
  t.equal(port.statusCode, 201, 'the default port written out is the same origin');

  const read = await as({ method: 'GET', url: '/api/v1/policies', headers: { origin: 'https://evil.example' } });
  t.equal(read.statusCode, 200, 'reads are left to CORS, which the console does not open');
});

t.test('sign-in from another origin is refused (no login CSRF); agents with a key are not browsers', async (t) => {
  const { app, as } = await buildTestApp(t);
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { origin: 'https://evil.example' },
    payload: { username: 'admin', password: ADMIN_PASSWORD },
  });
  t.equal(login.statusCode, 403);
  t.notOk(login.cookies.find((c) => c.name === 'gsg_session'), 'no session cookie');

  const key = (await as({ method: 'POST', url: '/api/v1/api-keys', payload: { name: 'gateway' } })).json().key as string;
  const scan = await app.inject({
    method: 'POST',
    url: '/api/v1/guard/scan',
    headers: { authorization: `Bearer ${key}`, origin: 'https://evil.example' },
    payload: { text: 'hello' },
  });
  t.equal(scan.statusCode, 200);
});

t.test('GSG_ALLOWED_ORIGINS admits the pages it names', async (t) => {
  const { as } = await buildTestApp(t, { env: { GSG_ALLOWED_ORIGINS: 'https://soc.example.com' } });
  const res = await as({ method: 'POST', url: '/api/v1/policies', headers: { origin: 'https://soc.example.com' }, payload: piiBlockPolicy });
  t.equal(res.statusCode, 201);
});
