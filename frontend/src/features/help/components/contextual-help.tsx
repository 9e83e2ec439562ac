import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button } from '../../../shared/ui';
import { tipsFor, type HelpTip } from '../content/help-tips.constant';
import { helpStore, useHelpState } from '../model/help-store';
import { placeCard, type Box } from '../model/place-card.util';
import { TIP_TONE } from './tips-tab';
import { findTarget, followLayout, useMeasuredSize } from './use-spot-target.hook';

const MARKER_SIZE = 24;

const StyledMarker = styled.button`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.menu};
  width: ${MARKER_SIZE}px;
  height: ${MARKER_SIZE}px;
  display: inline-grid;
  place-items: center;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.color.surface};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
  box-shadow: 0 2px 6px ${({ theme }) => theme.color.shadow};
  cursor: pointer;
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.primaryHover};
  }
`;

const StyledOutline = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.menu};
  pointer-events: none;
  border-radius: ${({ theme }) => theme.radius.md};
  outline: 2px dashed ${({ theme }) => theme.color.primary};
  outline-offset: 3px;
`;

const StyledTip = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.menu + 1};
  width: min(20rem, calc(100vw - 16px));
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: 0 12px 32px ${({ theme }) => theme.color.shadow};
  h2 {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  p {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  .top {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const StyledPill = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.menu};
  inset-block-end: ${({ theme }) => theme.space.lg};
  inset-inline-end: ${({ theme }) => theme.space.lg};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: calc(100vw - 2 * ${({ theme }) => theme.space.lg});
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  box-shadow: 0 8px 24px ${({ theme }) => theme.color.shadow};
`;

/** Where each tip's element is now (those the page shows), followed as the page moves. */
function useTipBoxes(tips: readonly HelpTip[], active: boolean): Map<string, Box> {
  const [boxes, setBoxes] = useState<Map<string, Box>>(new Map());
  // The tips compared by what they point at, not by the array's identity.
  const key = active ? JSON.stringify(tips.map((tip) => [tip.id, tip.target])) : '';
  useEffect(() => {
    if (!key) {
      setBoxes(new Map());
      return;
    }
    const tips = (JSON.parse(key) as Array<[string, string]>).map(([id, target]) => ({ id, target }));
    const measure = () => {
      const next = new Map<string, Box>();
      for (const tip of tips) {
        const element = findTarget([tip.target]);
        if (!element) continue;
        const { top, left, width, height } = element.getBoundingClientRect();
        next.set(tip.id, { top, left, width, height });
      }
      setBoxes((previous) => (JSON.stringify([...previous]) === JSON.stringify([...next]) ? previous : next));
    };
    return followLayout(measure);
  }, [key]);
  return boxes;
}

/**
 * Each marker at its element's top inline-end corner; one that would sit on another moves down
 * beside its element, so every marker stays clickable.
 */
function markerSpots(tips: readonly HelpTip[], boxes: Map<string, Box>, rtl: boolean, viewportWidth: number) {
  const placed: Array<{ tip: HelpTip; top: number; inlineStart: number }> = [];
  for (const tip of tips) {
    const box = boxes.get(tip.id)!;
    const inlineStart = rtl ? viewportWidth - box.left - MARKER_SIZE / 2 : box.left + box.width - MARKER_SIZE / 2;
    let top = Math.max(0, box.top - MARKER_SIZE / 2);
    while (placed.some((other) => Math.abs(other.top - top) < MARKER_SIZE + 2 && Math.abs(other.inlineStart - inlineStart) < MARKER_SIZE + 2))
      top += MARKER_SIZE + 4;
    placed.push({ tip, top, inlineStart });
  }
  return placed;
}

function TipPopover({ tip, box, rtl }: { tip: HelpTip; box: Box; rtl: boolean }) {
  const { t } = useTranslation('help');
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const { size, viewport } = useMeasuredSize(ref, { width: 320, height: 140 }, tip.id);
  const placed = placeCard(box, size, viewport, 'bottom', rtl);
  return (
    <StyledTip
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-help-tip={tip.id}
      style={{ top: placed.top, insetInlineStart: rtl ? viewport.width - placed.left - size.width : placed.left }}
    >
      <div className="top">
        <Badge $tone={TIP_TONE[tip.type]}>{t(`tipTypes.${tip.type}`)}</Badge>
        <Button size="sm" variant="ghost" onClick={() => helpStore.contextual({ type: 'hideTip' })}>
          {t('tips.close')}
        </Button>
      </div>
      <h2 id={titleId}>{t(`tips.items.${tip.id}.title`)}</h2>
      <p>{t(`tips.items.${tip.id}.content`)}</p>
    </StyledTip>
  );
}

/**
 * Contextual help: in help mode a "?" beside each element of the page that has a tip; a marker
 * opens its tip; a click outside hides it. A tip shown from the help panel appears the same way.
 */
export function ContextualHelp() {
  const { t, i18n } = useTranslation('help');
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const { helpMode, activeTip } = useHelpState((state) => state.contextual);
  const { pathname } = useLocation();
  const tips = tipsFor(pathname);
  const boxes = useTipBoxes(tips, helpMode || activeTip !== null);

  useEffect(() => {
    helpStore.contextual({ type: 'hideTip' });
  }, [pathname]);

  useEffect(() => {
    if (!activeTip) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Element && event.target.closest('[data-help-tip], [data-help-marker]')) return;
      helpStore.contextual({ type: 'clickOutside' });
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') helpStore.contextual({ type: 'hideTip' });
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKey);
    };
  }, [activeTip]);

  const shown = tips.filter((tip) => boxes.has(tip.id));
  const active = tips.find((tip) => tip.id === activeTip);
  const activeBox = active ? boxes.get(active.id) : undefined;
  if (!helpMode && !activeBox) return null;
  const viewportWidth = window.innerWidth;

  return createPortal(
    <>
      {helpMode &&
        markerSpots(shown, boxes, rtl, viewportWidth).map(({ tip, top, inlineStart }) => {
          const title = t(`tips.items.${tip.id}.title`);
          return (
            <StyledMarker
              key={tip.id}
              type="button"
              data-help-marker={tip.id}
              aria-label={t('tips.marker', { title })}
              aria-expanded={activeTip === tip.id}
              title={title}
              onClick={() => helpStore.contextual(activeTip === tip.id ? { type: 'hideTip' } : { type: 'showTip', tip: tip.id })}
              style={{ top, insetInlineStart: inlineStart }}
            >
              <span aria-hidden="true">?</span>
            </StyledMarker>
          );
        })}
      {active && activeBox && (
        <>
          {!helpMode && (
            <StyledOutline
              style={{
                top: activeBox.top,
                insetInlineStart: rtl ? viewportWidth - activeBox.left - activeBox.width : activeBox.left,
                width: activeBox.width,
                height: activeBox.height,
              }}
            />
          )}
          <TipPopover tip={active} box={activeBox} rtl={rtl} />
        </>
      )}
      {helpMode && (
        <StyledPill role="status">
          <span>{shown.length > 0 ? t('tips.modeOn', { count: shown.length }) : t('tips.modeOnNone')}</span>
          <Button size="sm" variant="secondary" onClick={() => helpStore.contextual({ type: 'toggleMode' })}>
            {t('tips.turnOff')}
          </Button>
        </StyledPill>
      )}
    </>,
    document.body,
  );
}
