/** Where a request came from, as sign-in events record it (trimmed to the events' limits). */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export const recordedIp = (client: ClientInfo) => client.ip.slice(0, 64);
export const recordedUserAgent = (client: ClientInfo) => client.userAgent.slice(0, 256);
