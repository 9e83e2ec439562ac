import { render } from '@testing-library/react';
import { breakableEmail } from './members-table';

describe('breakableEmail', () => {
  it('lets an email wrap only after its @ and before its dots, keeping every character', () => {
    const { container } = render(<span>{breakableEmail('rebecca.cook@outlook.com')}</span>);
    expect(container.textContent).toBe('rebecca.cook@outlook.com');
    expect(container.innerHTML).toBe('<span>rebecca<wbr>.cook@<wbr>outlook<wbr>.com</span>');
  });

  it('leaves an address without @ or dots whole', () => {
    const { container } = render(<span>{breakableEmail('pastor')}</span>);
    expect(container.innerHTML).toBe('<span>pastor</span>');
  });
});
