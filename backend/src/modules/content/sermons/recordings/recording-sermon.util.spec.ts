import { churchDayOf, recordingSermonTitle, sermonIdForRecording } from './recording-sermon.util';

describe("a recording's draft sermon", () => {
  it('has one id per recording, always the same, shaped as a UUID', () => {
    const a = 'f4b6f2a8-9c1d-4e3f-8a7b-6c5d4e3f2a1b';
    expect(sermonIdForRecording(a)).toBe(sermonIdForRecording(a));
    expect(sermonIdForRecording(a)).not.toBe(sermonIdForRecording('0b6f2a8f-9c1d-4e3f-8a7b-6c5d4e3f2a1b'));
    expect(sermonIdForRecording(a)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("is dated the stream's day in the church's time zone, and titled with it", () => {
    expect(churchDayOf('2026-11-29T03:30:00.000Z', 'America/Chicago')).toBe('2026-11-28');
    expect(churchDayOf('2026-11-29T03:30:00.000Z', '')).toBe('2026-11-29');
    expect(recordingSermonTitle('2026-11-29')).toBe('Livestream — 29 November 2026');
  });
});
