import { placeCard } from './place-card.util';

const viewport = { width: 1280, height: 720 };
const card = { width: 320, height: 200 };

describe('placing a guide card', () => {
  it('goes below its element, start-aligned, when asked and there is room', () => {
    expect(placeCard({ top: 100, left: 200, width: 100, height: 40 }, card, viewport, 'bottom', false)).toEqual({ side: 'bottom', top: 152, left: 200 });
  });

  it('flips to the other side when it would leave the screen', () => {
    expect(placeCard({ top: 600, left: 200, width: 100, height: 40 }, card, viewport, 'bottom', false)).toMatchObject({ side: 'top', top: 388 });
    expect(placeCard({ top: 100, left: 1100, width: 100, height: 40 }, card, viewport, 'right', false)).toMatchObject({ side: 'left', left: 768 });
  });

  it('mirrors left and right, and its alignment, when the page reads right to left', () => {
    expect(placeCard({ top: 100, left: 900, width: 100, height: 40 }, card, viewport, 'right', true)).toMatchObject({ side: 'left', left: 568 });
    expect(placeCard({ top: 100, left: 900, width: 100, height: 40 }, card, viewport, 'bottom', true)).toMatchObject({ side: 'bottom', left: 680 });
  });

  it('stays inside the viewport beside a wide element', () => {
    const placed = placeCard({ top: 80, left: 0, width: 1280, height: 600 }, card, viewport, 'top', false);
    expect(placed.left).toBeGreaterThanOrEqual(8);
    expect(placed.top).toBeGreaterThanOrEqual(8);
    expect(placed.top + card.height).toBeLessThanOrEqual(712);
  });

  it('is centred without an element', () => {
    expect(placeCard(null, card, viewport, 'bottom', false)).toEqual({ side: 'center', top: 260, left: 480 });
  });
});
