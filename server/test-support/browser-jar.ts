/**
 * A browser's cookies and redirects, for driving a sign-in through real servers with fetch: cookies are
 * kept per host (path and expiry as the servers set them) and every redirect is followed by hand.
 */
export class CookieJar {
  private readonly cookies = new Map<string, Map<string, { value: string; path: string }>>();

  header(url: URL): string {
    const jar = this.cookies.get(url.host);
    if (!jar) return '';
    return [...jar]
      .filter(([, c]) => url.pathname.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  get(host: string, name: string): string | undefined {
    return this.cookies.get(host)?.get(name)?.value;
  }

  set(host: string, name: string, value: string, path = '/'): void {
    if (!this.cookies.has(host)) this.cookies.set(host, new Map());
    this.cookies.get(host)!.set(name, { value, path });
  }

  store(url: URL, response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((p) => p.trim());
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      const attr = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const expires = attr('expires');
      const maxAge = attr('max-age');
      const gone = value === '' || (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) < Date.now());
      if (gone) this.cookies.get(url.host)?.delete(name);
      else this.set(url.host, name, value, attr('path') ?? '/');
    }
  }
}

export interface Visit {
  url: URL;
  response: Response;
  body: string;
}

/** One request as a browser makes it: the jar's cookies go out, the answer's cookies come in. */
export async function visit(jar: CookieJar, target: string | URL, init: RequestInit = {}): Promise<Visit> {
  const url = new URL(target);
  const cookie = jar.header(url);
  const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } });
  jar.store(url, response);
  return { url, response, body: await response.text() };
}

/** Follows redirects from `target` until an answer that is not one, or one `stop` says to stop at; answers every step. */
export async function follow(jar: CookieJar, target: string | URL, stop: (next: URL) => boolean = () => false, init: RequestInit = {}): Promise<Visit[]> {
  const steps: Visit[] = [];
  let step = await visit(jar, target, init);
  steps.push(step);
  for (let hops = 0; hops < 20; hops++) {
    const location = step.response.headers.get('location');
    if (step.response.status < 300 || step.response.status >= 400 || !location) return steps;
    const next = new URL(location, step.url);
    if (stop(next)) return steps;
    step = await visit(jar, next);
    steps.push(step);
  }
  throw new Error('too many redirects');
}
