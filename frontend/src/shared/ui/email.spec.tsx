import { render } from '@testing-library/react';
import { Email, emailParts } from './email';

describe('Email', () => {
  it('offers line breaks only before its @ and its dots', () => {
    expect(emailParts('ruth.anderson@demo.church')).toEqual(['ruth', '.anderson', '@demo', '.church']);
    expect(emailParts('pastor@demo.church')).toEqual(['pastor', '@demo', '.church']);
  });

  it('reads as the whole address, left to right, with a break opportunity at each part', () => {
    const { container } = render(<Email address="pastor@demo.church" />);
    const email = container.querySelector('[dir="ltr"]')!;
    expect(email).toHaveTextContent(/^pastor@demo\.church$/);
    expect(email.querySelectorAll('wbr')).toHaveLength(2);
  });
});
