import type { SpotPosition } from '../content/help-spots.constant';

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Placement {
  /** Physical coordinates in the viewport. */
  top: number;
  left: number;
  side: SpotPosition | 'center';
}

const GAP = 12;
const MARGIN = 8;

const OPPOSITE: Record<SpotPosition, SpotPosition> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };
const MIRRORED: Record<SpotPosition, SpotPosition> = { top: 'top', bottom: 'bottom', left: 'right', right: 'left' };

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, Math.max(min, max)));

/**
 * Where a guide card goes: beside its element on the side asked for (left and right swap when the
 * page reads right to left), flipped to the other side when it would leave the screen, then the
 * other axis, and kept inside the viewport. Without an element it is centred.
 */
export function placeCard(
  target: Box | null,
  card: { width: number; height: number },
  viewport: { width: number; height: number },
  position: SpotPosition,
  rtl: boolean,
): Placement {
  if (!target) {
    return {
      top: clamp((viewport.height - card.height) / 2, MARGIN, viewport.height - card.height - MARGIN),
      left: clamp((viewport.width - card.width) / 2, MARGIN, viewport.width - card.width - MARGIN),
      side: 'center',
    };
  }
  const preferred = rtl ? MIRRORED[position] : position;
  const vertical: SpotPosition[] = preferred === 'top' ? ['top', 'bottom'] : ['bottom', 'top'];
  const across: SpotPosition[] = rtl ? ['left', 'right'] : ['right', 'left'];
  const order: SpotPosition[] = [preferred, OPPOSITE[preferred], ...(preferred === 'top' || preferred === 'bottom' ? across : vertical)];

  const fits: Record<SpotPosition, boolean> = {
    top: target.top - GAP - card.height >= MARGIN,
    bottom: target.top + target.height + GAP + card.height <= viewport.height - MARGIN,
    left: target.left - GAP - card.width >= MARGIN,
    right: target.left + target.width + GAP + card.width <= viewport.width - MARGIN,
  };
  const side = order.find((candidate) => fits[candidate]) ?? preferred;

  // Along the element: start-aligned (its reading start edge) for top and bottom, top-aligned beside it.
  const startAligned = rtl ? target.left + target.width - card.width : target.left;
  const maxLeft = viewport.width - card.width - MARGIN;
  const maxTop = viewport.height - card.height - MARGIN;
  switch (side) {
    case 'top':
      return { side, top: clamp(target.top - GAP - card.height, MARGIN, maxTop), left: clamp(startAligned, MARGIN, maxLeft) };
    case 'bottom':
      return { side, top: clamp(target.top + target.height + GAP, MARGIN, maxTop), left: clamp(startAligned, MARGIN, maxLeft) };
    case 'left':
      return { side, top: clamp(target.top, MARGIN, maxTop), left: clamp(target.left - GAP - card.width, MARGIN, maxLeft) };
    case 'right':
      return { side, top: clamp(target.top, MARGIN, maxTop), left: clamp(target.left + target.width + GAP, MARGIN, maxLeft) };
  }
}
