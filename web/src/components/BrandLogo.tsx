/** The company mark: a shield holding a gateway arch, drawn inline so it needs no request. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label="GSG logo" className="brand-mark">
      <path d="M16 2 4 6.5v8.3c0 7.4 5.1 13.3 12 15.2 6.9-1.9 12-7.8 12-15.2V6.5L16 2Z" fill="#2d72d2" />
      <path d="M10.5 22v-6.5a5.5 5.5 0 0 1 11 0V22" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      <circle cx="16" cy="15.5" r="1.9" fill="#fff" />
    </svg>
  );
}

/** The gateway brand: the mark, and the product name unless the sidebar shows icons only. */
export function Brand({ compact }: { compact: boolean }) {
  return (
    <div className="brand">
      <BrandMark />
      {!compact && (
        <span className="brand__text">
          <span className="brand__name">GSG Console</span>
          <span className="brand__tagline">GenAI Security Gateway</span>
        </span>
      )}
    </div>
  );
}
