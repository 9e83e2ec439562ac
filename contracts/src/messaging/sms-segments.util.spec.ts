import { countSmsSegments, isGsm7, smsCostEstimate } from './sms-segments.util';

describe('SMS segment counting', () => {
  it('counts nothing for an empty text', () => {
    expect(countSmsSegments('')).toEqual({ encoding: 'GSM-7', units: 0, segments: 0, perSegment: 160, remaining: 160 });
  });

  it('fits 160 GSM-7 characters in one segment and splits 161 into two of 153', () => {
    expect(countSmsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1, perSegment: 160, remaining: 0 });
    expect(countSmsSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2, perSegment: 153, remaining: 145 });
    expect(countSmsSegments('a'.repeat(306)).segments).toBe(2);
    expect(countSmsSegments('a'.repeat(307)).segments).toBe(3);
  });

  it('keeps accented letters of the GSM alphabet (é, ñ, Ø, £) in GSM-7', () => {
    expect(countSmsSegments('Café at 9, £5 — no').encoding).toBe('UCS-2'); // the em dash is not GSM
    expect(countSmsSegments('Café at 9, £5 - Señor Øst')).toMatchObject({ encoding: 'GSM-7', units: 25, segments: 1 });
  });

  it('counts each GSM-7 extension character ^{}\\[~]|€ as two', () => {
    expect(isGsm7('^{}\\[~]|€')).toBe(true);
    expect(countSmsSegments('^{}\\[~]|€')).toMatchObject({ encoding: 'GSM-7', units: 18, segments: 1 });
    expect(countSmsSegments('€'.repeat(80))).toMatchObject({ units: 160, segments: 1 });
    expect(countSmsSegments('€'.repeat(81))).toMatchObject({ units: 162, segments: 2 });
    expect(countSmsSegments(`${'a'.repeat(159)}€`)).toMatchObject({ units: 161, segments: 2 });
  });

  it('never splits an extension character across two segments', () => {
    // 152 septets, then € (2) does not fit in the first part's 153: it starts the second.
    expect(countSmsSegments(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toMatchObject({ units: 306, segments: 3 });
  });

  it('switches to UCS-2 for an emoji, which counts as two UTF-16 code units', () => {
    expect(countSmsSegments('Hi 🙏')).toEqual({ encoding: 'UCS-2', units: 5, segments: 1, perSegment: 70, remaining: 65 });
    expect(countSmsSegments('a'.repeat(70))).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect(countSmsSegments(`${'a'.repeat(68)}🙏`)).toMatchObject({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(countSmsSegments(`${'a'.repeat(69)}🙏`)).toMatchObject({ encoding: 'UCS-2', units: 71, segments: 2, perSegment: 67 });
  });

  it('counts non-Latin scripts as UCS-2: 70 alone, 67 per part', () => {
    expect(countSmsSegments('你'.repeat(70))).toMatchObject({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(countSmsSegments('你'.repeat(71))).toMatchObject({ encoding: 'UCS-2', units: 71, segments: 2 });
    expect(countSmsSegments('你'.repeat(134))).toMatchObject({ segments: 2 });
    expect(countSmsSegments('你'.repeat(135))).toMatchObject({ segments: 3 });
  });

  it('never splits an emoji across two segments', () => {
    // 66 units, then an emoji (2) does not fit in the first part's 67.
    expect(countSmsSegments(`${'你'.repeat(66)}🙏${'你'.repeat(2)}`)).toMatchObject({ units: 70, segments: 1 });
    expect(countSmsSegments(`${'你'.repeat(66)}🙏${'你'.repeat(3)}`)).toMatchObject({ units: 71, segments: 2 });
    expect(countSmsSegments(`${'你'.repeat(66)}🙏${'你'.repeat(66)}`)).toMatchObject({ units: 134, segments: 3 });
  });

  it('estimates the cost as segments × recipients × price', () => {
    expect(smsCostEstimate(2, 30, 79)).toBe(4740);
  });
});
