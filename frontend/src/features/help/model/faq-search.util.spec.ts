import { matchesQuery } from './faq-search.util';

describe('FAQ search', () => {
  it('finds every word of the query, whatever the case and accents', () => {
    expect(matchesQuery('How do I turn on two-step verification?', 'TWO-STEP turn')).toBe(true);
    expect(matchesQuery('¿Cómo activo la verificación en dos pasos?', 'verificacion')).toBe(true);
    expect(matchesQuery('How do I add a member?', 'add archive')).toBe(false);
  });

  it('matches everything with an empty query', () => {
    expect(matchesQuery('anything', '   ')).toBe(true);
  });
});
