/** The small warning mark shown before error text; decorative, the text carries the meaning. */
export function ErrorIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 16 16" style={{ flexShrink: 0, marginTop: 3 }}>
      <circle cx="8" cy="8" r="8" fill="currentColor" />
      <rect x="7" y="3.5" width="2" height="6" rx="1" fill="#fff" />
      <circle cx="8" cy="12" r="1.2" fill="#fff" />
    </svg>
  );
}
