/** A JSON request's body exactly as it came, kept beside the parsed one: a signed webhook is verified over these bytes. */
const RAW_BODY = Symbol('rawBody');

type WithRawBody = { [RAW_BODY]?: string };

export function keepRawBody(request: object, text: string): void {
  (request as WithRawBody)[RAW_BODY] = text;
}

export function rawBodyOf(request: object): string | null {
  return (request as WithRawBody)[RAW_BODY] ?? null;
}
