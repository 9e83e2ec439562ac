/** The GSM 03.38 default alphabet: one septet each. */
const GSM7_BASIC = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Its extension table: an escape and the character, so two septets each. */
const GSM7_EXTENSION = '\f^{}\\[~]|€';

const BASIC = new Set(GSM7_BASIC);
const EXTENSION = new Set(GSM7_EXTENSION);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

/** How a text goes out as SMS: its length in the encoding's units, the segments it takes and what is left in the last one. */
export interface SmsSegmentCount {
  encoding: SmsEncoding;
  /** GSM-7 septets (an extension character is 2) or UTF-16 code units (an emoji is 2). */
  units: number;
  segments: number;
  /** Units a segment holds at this length: 160/70 alone, 153/67 each once the text is split (the rest is the concatenation header). */
  perSegment: number;
  /** Units still free in the last segment. */
  remaining: number;
}

export const SMS_LIMITS = { gsm7Single: 160, gsm7Part: 153, ucs2Single: 70, ucs2Part: 67 } as const;

/** True when every character of the text is in the GSM-7 alphabet or its extension table. */
export function isGsm7(text: string): boolean {
  for (const character of text) if (!BASIC.has(character) && !EXTENSION.has(character)) return false;
  return true;
}

/**
 * The segments an SMS of this text takes: GSM-7 when every character is in the GSM alphabet
 * (extension characters ^{}\[~]|€ count twice), else UCS-2 counted in UTF-16 code units. A multi-part
 * message loses 7 septets (or 3 code units) per segment to the header joining the parts. An
 * empty text takes no segment. Shared by the browser's live counter and the server.
 */
export function countSmsSegments(text: string): SmsSegmentCount {
  const gsm = isGsm7(text);
  let units = 0;
  if (gsm) for (const character of text) units += EXTENSION.has(character) ? 2 : 1;
  else units = text.length;
  const single = gsm ? SMS_LIMITS.gsm7Single : SMS_LIMITS.ucs2Single;
  const part = gsm ? SMS_LIMITS.gsm7Part : SMS_LIMITS.ucs2Part;
  // A septet pair is never split across two segments: an extension character that would straddle the boundary starts the next one.
  let segments: number;
  if (units === 0) segments = 0;
  else if (units <= single) segments = 1;
  else if (gsm) segments = gsmSegments(text, part);
  else segments = ucs2Segments(text, part);
  const perSegment = segments > 1 ? part : single;
  return { encoding: gsm ? 'GSM-7' : 'UCS-2', units, segments, perSegment, remaining: segments === 0 ? single : segments * perSegment - units };
}

function gsmSegments(text: string, part: number): number {
  let segments = 1;
  let used = 0;
  for (const character of text) {
    const size = EXTENSION.has(character) ? 2 : 1;
    if (used + size > part) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return segments;
}

/** A surrogate pair (an emoji) is never split across two segments either. */
function ucs2Segments(text: string, part: number): number {
  let segments = 1;
  let used = 0;
  for (const character of text) {
    const size = character.length;
    if (used + size > part) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return segments;
}

/** The cost of sending `segments` segments to `recipients` people at `pricePerSegment` (minor units). */
export function smsCostEstimate(segments: number, recipients: number, pricePerSegment: number): number {
  return segments * recipients * pricePerSegment;
}
