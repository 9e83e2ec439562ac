import { sha256 } from './sha256.util';

describe('sha256', () => {
  it('gives the standard digest of UTF-8 text, in lowercase hex', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256('é')).not.toBe(sha256('e'));
  });
});
