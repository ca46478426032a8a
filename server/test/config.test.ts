import t from 'tap';
import { loadConfig } from '../src/config.ts';

t.test('every variable is validated; a bad one is named in one line with what it must be', async (t) => {
  const refused: Array<[NodeJS.ProcessEnv, RegExp]> = [
    [{ PORT: 'abc' }, /^PORT must be a whole number, got 'abc'$/],
    [{ PORT: '70000' }, /^PORT must be a whole number up to 65535/],
    [{ GSG_SEED: 'maybe' }, /^GSG_SEED must be true or false/],
    [{ GSG_SECURE_COOKIES: 'sure' }, /^GSG_SECURE_COOKIES must be true or false/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'loud'$/],
    [{ GSG_TRUST_PROXY: 'x.y' }, /^GSG_TRUST_PROXY must be a hop count or proxy addresses/],
    [{ GSG_DATABASE_MAX_MB: '0' }, /^GSG_DATABASE_MAX_MB must be a whole number of at least 1/],
    [{ GSG_EVALUATE_REQUESTS_PER_MINUTE: '1.5' }, /^GSG_EVALUATE_REQUESTS_PER_MINUTE must be a whole number of at least 1/],
    [{ MONGODB_URI: 'http://user:hunter2@db' }, /^MONGODB_URI must be a mongodb:\/\/ or mongodb\+srv:\/\/ connection string$/],
    [{ GSG_GATEWAY_UPSTREAM_URL: 'ftp://hunter2@models' }, /^GSG_GATEWAY_UPSTREAM_URL must be an http:\/\/ or https:\/\/ URL such as https:\/\/api.openai.com\/v1$/],
    [{ GSG_ENTRA_AUTHORITY: 'login.microsoftonline.us' }, /^GSG_ENTRA_AUTHORITY must be the http or https address of the Entra ID authority, without a path/],
    [{ GSG_ENTRA_AUTHORITY: 'ftp://login.microsoftonline.us' }, /^GSG_ENTRA_AUTHORITY must be/],
    [{ GSG_ENTRA_AUTHORITY: 'https://login.microsoftonline.us/contoso' }, /^GSG_ENTRA_AUTHORITY must be .*, got 'https:\/\/login.microsoftonline.us\/contoso'$/],
    [{ GSG_ENTRA_AUTHORITY: 'https://login.microsoftonline.us/?x=1' }, /^GSG_ENTRA_AUTHORITY must be/],
  ];
  for (const [env, message] of refused) t.throws(() => loadConfig(env), { name: 'ConfigError', message }, JSON.stringify(env));
  t.throws(() => loadConfig({ MONGODB_URI: 'http://user:hunter2@db' }), { message: /^(?!.*hunter2)/ }, 'a secret is never echoed');
});

t.test('unset and empty mean the default; the accepted spellings are read as meant', async (t) => {
  const defaults = loadConfig({ PORT: '', GSG_SEED: '' });
  t.match(defaults, { port: 8080, host: '0.0.0.0', seedSampleData: true, secureCookies: false, logLevel: 'info', trustProxy: false });
  t.match(defaults.rateLimits, { ingestPerMinute: 3000, evaluatePerMinute: 6000 });
  t.match(loadConfig({ GSG_SEED: 'Off', GSG_SECURE_COOKIES: 'yes', PORT: '0' }), { seedSampleData: false, secureCookies: true, port: 0 });
  t.equal(loadConfig({ GSG_TRUST_PROXY: '2' }).trustProxy, 2);
  t.same(loadConfig({ GSG_TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' }).trustProxy, ['10.0.0.5', '10.1.0.0/16']);
  t.equal(loadConfig({ MONGODB_URI: 'mongodb://127.0.0.1:27017/gsg?replicaSet=rs0' }).mongodbUri, 'mongodb://127.0.0.1:27017/gsg?replicaSet=rs0');
  t.same(defaults.gateway, { upstreamUrl: undefined, upstreamKey: undefined });
  t.equal(defaults.entraAuthority, 'https://login.microsoftonline.com', "Entra ID's public cloud unless set");
  t.equal(loadConfig({ GSG_ENTRA_AUTHORITY: ' https://login.microsoftonline.us/ ' }).entraAuthority, 'https://login.microsoftonline.us', 'a national cloud');
  t.equal(loadConfig({ GSG_ENTRA_AUTHORITY: 'http://127.0.0.1:5101' }).entraAuthority, 'http://127.0.0.1:5101');
  t.same(loadConfig({ GSG_GATEWAY_UPSTREAM_URL: 'https://api.openai.com/v1/', GSG_GATEWAY_UPSTREAM_KEY: ' sk-1 ' }).gateway, {
    upstreamUrl: 'https://api.openai.com/v1',
    upstreamKey: 'sk-1',
  });
});
