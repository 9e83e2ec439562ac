import { deciderSpec } from '../../testing/decider-spec.util';
import { claimDecider, claimStream, type ClaimEvent } from './unique-claim.decider';

const spec = deciderSpec(claimDecider('DUPLICATE_EMAIL'));
const claimed: ClaimEvent = { type: 'ValueClaimed', data: { value: 'a@b.org', ownerId: 'm1' } };

describe('unique claim', () => {
  it('lets the first owner claim a free value', () => {
    spec.given([]).when({ type: 'Claim', ownerId: 'm1', value: 'a@b.org' }).then([claimed]);
  });
  it('refuses a value someone else holds', () => {
    spec.given([claimed]).when({ type: 'Claim', ownerId: 'm2', value: 'a@b.org' }).thenThrows('DUPLICATE_EMAIL');
  });
  it('does nothing when the owner claims again', () => {
    spec.given([claimed]).when({ type: 'Claim', ownerId: 'm1', value: 'a@b.org' }).thenNothing();
  });
  it('frees a released value for the next owner', () => {
    spec
      .given([claimed, { type: 'ValueReleased', data: { ownerId: 'm1' } }])
      .when({ type: 'Claim', ownerId: 'm2', value: 'a@b.org' })
      .then([{ type: 'ValueClaimed', data: { value: 'a@b.org', ownerId: 'm2' } }]);
  });
  it('ignores a release by someone who does not hold it', () => {
    spec.given([claimed]).when({ type: 'Release', ownerId: 'm2' }).thenNothing();
  });
  it('gives every value its own stream, without the value in the name', () => {
    expect(claimStream('memberemail', 'a@b.org')).toMatch(/^memberemail-[0-9a-f]{32}$/);
    expect(claimStream('memberemail', 'a@b.org')).not.toBe(claimStream('memberemail', 'c@b.org'));
  });
});
