import { useEffect, useState } from 'react';
import type { Me } from '@gsg/shared';

/**
 * The console's entry point while its screens are being built: it shows whether the browser holds a
 * session and where the API is documented.
 */
export function App() {
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  useEffect(() => {
    fetch('/api/v1/auth/me', { credentials: 'same-origin' })
      .then((res) => (res.ok ? (res.json() as Promise<Me>) : null))
      .then(setMe, () => setMe(null));
  }, []);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '4rem auto', lineHeight: 1.5 }}>
      <h1>GSG Console</h1>
      <p>Monitor GenAI interactions and policy compliance</p>
      {me === undefined ? null : me ? <p>Signed in as {me.fullName}.</p> : <p>Not signed in.</p>}
      <p>
        <a href="/docs">API documentation</a>
      </p>
    </main>
  );
}
