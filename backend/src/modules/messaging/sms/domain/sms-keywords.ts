/** What an inbound SMS asks for, by the carriers' standard keywords; anything else is a reply for no one. */
export type SmsKeyword = 'stop' | 'start' | 'help';

const KEYWORDS: Readonly<Record<string, SmsKeyword>> = {
  STOP: 'stop',
  UNSUBSCRIBE: 'stop',
  END: 'stop',
  QUIT: 'stop',
  START: 'start',
  HELP: 'help',
};

/**
 * The keyword an inbound message is, if it is one: the whole message, whatever its case, spacing or
 * closing punctuation ("stop", " Stop. ", "STOP!"). A sentence that merely contains the word ("please
 * don't stop") is not one.
 */
export function smsKeywordOf(body: string): { keyword: SmsKeyword; word: string } | null {
  const word = body
    .trim()
    .replace(/[.!?\s]+$/u, '')
    .toUpperCase();
  const keyword = KEYWORDS[word];
  return keyword ? { keyword, word } : null;
}
