/** The site mark: a stylised papercut window with a six-pointed star, drawn for this project. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="34" height="34" rx="8" fill="var(--accent)" />
      <path
        d="M18 6.5 27.5 23h-19z"
        fill="none"
        stroke="var(--paper)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M18 29.5 8.5 13h19z"
        fill="none"
        stroke="var(--paper)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="18" cy="18" r="2.4" fill="var(--paper)" />
    </svg>
  );
}
