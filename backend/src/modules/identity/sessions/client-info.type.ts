/**
 * Where a request came from, as sign-in events record it (trimmed to the events' limits).
 * `source`: the client's address bucket (an IPv4 address, an IPv6 /64: `clientAddress`), the
 * key its attempts are counted under and the one a lockout holds against.
 */
export interface ClientInfo {
  ip: string;
  userAgent: string;
  source: string;
}

export const recordedIp = (client: ClientInfo) => client.ip.slice(0, 64);
export const recordedUserAgent = (client: ClientInfo) => client.userAgent.slice(0, 256);
export const recordedSource = (client: ClientInfo) => client.source.slice(0, 64);
