/** The brand mark: a gold roofline over highland hills. Decorative. */
export function BrandMark({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" fill="none" aria-hidden focusable="false" className={className}>
      <path d="M4 17 16 6l12 11" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M9 13v12h14V13" stroke="currentColor" strokeWidth="2.2" strokeLinejoin="round" />
      <path d="M3 27c4-3 8-4 13-2s9 1 13-2" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" opacity=".7" />
      <path d="M14 25v-5h4v5" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}
