import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';

/** Any path outside the route table (spec): the message, a way home, and the path in the console. */
export default function NotFoundScene() {
  const [location] = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location);
  }, [location]);
  return (
    <main className="not-found">
      <h1 className="not-found__code">404</h1>
      <p className="not-found__message">Oops! Page not found</p>
      <Link href="/" className="not-found__link">
        Return to Home
      </Link>
    </main>
  );
}
