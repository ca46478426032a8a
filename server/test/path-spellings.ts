/**
 * Other ways of writing one request path that a router, a proxy or a URL parser may read as the same path:
 * what an intruder tries when a check looks at the raw URL while the router decodes it.
 */
const hex = (ch: string) => `%${ch.charCodeAt(0).toString(16).padStart(2, '0')}`;
const HEX = (ch: string) => hex(ch).toUpperCase();

export function pathSpellings(path: string, port: number): string[] {
  const segments = path.split('/').slice(1);
  const join = (parts: string[]) => `/${parts.join('/')}`;
  const encodeAt = (segment: number, index: number, enc: (ch: string) => string) =>
    join(segments.map((s, i) => (i === segment ? s.slice(0, index) + enc(s[index]!) + s.slice(index + 1) : s)));
  const spellings = new Set<string>();

  // One letter percent-encoded: each letter of the first segment, the first letter of every other.
  for (let i = 0; i < segments[0]!.length; i++) spellings.add(encodeAt(0, i, hex)).add(encodeAt(0, i, HEX));
  segments.forEach((s, i) => {
    if (/^[a-z]/i.test(s)) spellings.add(encodeAt(i, 0, hex));
  });
  spellings.add(path.replace(/[a-z]/gi, hex)); // every letter
  spellings.add(path.replace(/\//g, (_, offset: number) => (offset === 0 ? '/' : '%2F'))); // encoded slashes
  spellings.add(encodeAt(0, 0, (ch) => `%25${hex(ch).slice(1)}`)); // double-encoded
  spellings.add(encodeAt(0, 0, (ch) => `%u00${hex(ch).slice(1)}`)); // IIS-style
  spellings.add(path.toUpperCase());

  // Slashes and dot segments.
  spellings.add(`/${path}`).add(path.replace('/', '//')).add(join(segments).replace(/\/([^/]+)$/, '//$1'));
  spellings.add(`/.${path}`).add(`/x/..${path}`).add(`/x/%2e%2e${path}`).add(`/x/%2E%2E${path}`).add(`/%2e${path}`);
  spellings.add(join([segments[0]!, '.', ...segments.slice(1)]));
  spellings.add(join([segments[0]!, 'x', '..', ...segments.slice(1)]));
  spellings.add(path.replace(/\//g, '\\')).add(path.replace(/\//g, '%5C'));

  // Absolute-form targets (RFC 9112 3.2.2), which proxies send and servers must accept.
  spellings.add(`http://127.0.0.1:${port}${path}`).add(`http://evil.example${path}`).add(`HTTP://127.0.0.1:${port}${path}`);
  spellings.add(`https://127.0.0.1:${port}${path}`);

  // Trailing matrix parameters, queries, fragments and slashes.
  for (const suffix of [';', ';jsessionid=x', '?', '#', '?#', '/', '%3B', '%23', '%3F', '%00', '%20', '.', '.json']) {
    spellings.add(path + suffix);
  }
  spellings.delete(path);
  return [...spellings];
}
