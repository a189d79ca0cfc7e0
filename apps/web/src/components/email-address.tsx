import { Fragment } from 'react';

/** 'name@mail.example.com' → ['name@', 'mail', '.example', '.com']: a line may end after '@' or before a '.'. */
function addressParts(address: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (const char of address) {
    if (char === '.' && current) {
      parts.push(current);
      current = '';
    }
    current += char;
    if (char === '@') {
      parts.push(current);
      current = '';
    }
  }
  if (current) parts.push(current);
  return parts;
}

/**
 * An email address that wraps between its parts (after '@', before a '.') on a narrow screen
 * instead of mid-word; a single part longer than the line still breaks (global.css, mailto links).
 */
export function EmailAddress({ address }: { address: string }) {
  return (
    <>
      {addressParts(address).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
