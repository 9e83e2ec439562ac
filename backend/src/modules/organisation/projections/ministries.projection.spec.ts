import { recorded } from '../../../testing/decider-spec.util';
import { projectionSpec } from '../../../testing/projection-spec.util';
import { churchStream, type ChurchEvent } from '../domain/church.events';
import { ministriesProjection as projection } from './ministries.projection';

const churchId = '0b7a1c9e-0000-4000-8000-00000000c003';
const stream = churchStream(churchId);
const youth = recorded<ChurchEvent>(
  { type: 'MinistryAdded', data: { churchId, ministryId: 'ministry-youth', name: 'Youth', description: 'Ages 12 to 18' } },
  stream,
  1,
);
const flagOff = recorded<ChurchEvent>({ type: 'FeatureFlagChanged', data: { churchId, flag: 'memberDirectory', enabled: false } }, stream, 2);

describe('ministries projection', () => {
  it('given nothing, when a ministry is added, then its document, once however often the event comes', () => {
    projectionSpec(projection).given([]).when(youth).then({ _id: 'ministry-youth', name: 'Youth', description: 'Ages 12 to 18', churchId });
  });

  it('given a ministry, when the church changes a setting, then the ministry is unchanged', () => {
    projectionSpec(projection).given([youth]).when(flagOff).then({ _id: 'ministry-youth', name: 'Youth', description: 'Ages 12 to 18', churchId });
  });

  it('keeps one document per ministry, and reads only ministries', () => {
    expect(projection.documentId(youth)).toBe('ministry-youth');
    expect(projection.canHandle(youth)).toBe(true);
    expect(projection.canHandle(flagOff)).toBe(false);
  });
});
