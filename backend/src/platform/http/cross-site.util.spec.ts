import { isCrossSiteRequest, isCrossSiteWrite } from './cross-site.util';

describe('isCrossSiteWrite', () => {
  const host = 'church.example:3000';

  it('refuses a write another site’s page makes, by Sec-Fetch-Site', () => {
    expect(isCrossSiteWrite('POST', { host, 'sec-fetch-site': 'cross-site' })).toBe(true);
    expect(isCrossSiteWrite('PATCH', { host, 'sec-fetch-site': 'same-site' })).toBe(true);
  });

  it('lets through writes from the app itself and from the address bar', () => {
    expect(isCrossSiteWrite('POST', { host, 'sec-fetch-site': 'same-origin', origin: 'http://church.example:3000' })).toBe(false);
    expect(isCrossSiteWrite('POST', { host, 'sec-fetch-site': 'none' })).toBe(false);
  });

  it('falls back to Origin when the browser sends no Sec-Fetch-Site', () => {
    expect(isCrossSiteWrite('DELETE', { host, origin: 'https://evil.example' })).toBe(true);
    expect(isCrossSiteWrite('POST', { host, origin: 'null' })).toBe(true);
    expect(isCrossSiteWrite('POST', { host, origin: 'not a url' })).toBe(true);
    expect(isCrossSiteWrite('POST', { host, origin: 'http://church.example:3000' })).toBe(false);
  });

  it('never refuses reads, nor clients that are not browsers', () => {
    expect(isCrossSiteWrite('GET', { host, 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(isCrossSiteWrite('POST', { host })).toBe(false);
  });
});

describe('isCrossSiteRequest', () => {
  const host = 'church.example:3000';

  it('refuses another site whatever the method, as a socket handshake is a GET', () => {
    expect(isCrossSiteRequest({ host, origin: 'https://evil.example' })).toBe(true);
    expect(isCrossSiteRequest({ host, 'sec-fetch-site': 'cross-site' })).toBe(true);
  });

  it('accepts the app itself and clients that send neither header', () => {
    expect(isCrossSiteRequest({ host, origin: 'http://church.example:3000' })).toBe(false);
    expect(isCrossSiteRequest({ host })).toBe(false);
  });
});
