/** Up to two initials of a name: 'Admin User' → 'AU'. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** The user's photo when they have one, else their initials on the accent colour. */
export function UserAvatar({ name, url, className }: { name: string; url: string | null | undefined; className: string }) {
  return url ? (
    <img className={className} src={url} alt="" style={{ objectFit: 'cover' }} />
  ) : (
    <span className={className} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
