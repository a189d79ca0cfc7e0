/** The house mark of the favicon, drawn inline so it needs no request. */
export function BrandMark() {
  return (
    <svg
      className="brand__mark"
      viewBox="0 0 64 64"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill="#a3112e" />
      <path d="M12 31 32 14l20 17h-6v19H18V31z" fill="#fff" />
      <path d="M28 50V38h8v12z" fill="#a3112e" />
    </svg>
  );
}
