/** Query keys of the SMS manager: every SMS command invalidates `all`. */
export const smsKeys = {
  all: ['sms'] as const,
  options: () => [...smsKeys.all, 'options'] as const,
  preview: (audience: unknown) => [...smsKeys.all, 'preview', audience] as const,
  sends: () => [...smsKeys.all, 'sends'] as const,
  send: (id: string) => [...smsKeys.all, 'send', id] as const,
  outbox: () => [...smsKeys.all, 'outbox'] as const,
  people: (search: string) => [...smsKeys.all, 'people', search] as const,
  consent: (memberId: string) => [...smsKeys.all, 'consent', memberId] as const,
};
