import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address';

describe('EmailAddress', () => {
  it('may wrap after @ and before each dot, and reads as the whole address', () => {
    render(
      <a href="mailto:anjali.shrestha@mail.ku.edu.np">
        <EmailAddress address="anjali.shrestha@mail.ku.edu.np" />
      </a>,
    );
    const link = screen.getByRole('link', { name: 'anjali.shrestha@mail.ku.edu.np' });
    expect(link.innerHTML).toBe('anjali<wbr>.shrestha@<wbr>mail<wbr>.ku<wbr>.edu<wbr>.np');
  });

  it('leaves an address without dots whole', () => {
    const { container } = render(<EmailAddress address="admin" />);
    expect(container.innerHTML).toBe('admin');
  });
});
