import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, VisuallyHidden } from '../../../shared/ui';
import type { HelpSpot } from '../content/help-spots.constant';
import { placeCard, type Box } from '../model/place-card.util';
import type { GuideProgress } from '../model/tour.reducer';
import { useMeasuredSize, useSpotTarget } from './use-spot-target.hook';

/** Specification, section 9: tour cards are 320 px wide. */
export const GUIDE_CARD_WIDTH = 320;
const SPOTLIGHT_PADDING = 6;

const StyledSpotlight = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  pointer-events: none;
  border-radius: ${({ theme }) => theme.radius.md};
  outline: 3px solid ${({ theme }) => theme.color.primary};
  outline-offset: 2px;
  box-shadow: 0 0 0 200vmax ${({ theme }) => theme.color.overlay};
  transition: all ${({ theme }) => theme.motion.fast};
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const StyledCard = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.dialog + 1};
  width: min(${GUIDE_CARD_WIDTH}px, calc(100vw - 16px));
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: 0 18px 48px ${({ theme }) => theme.color.shadow};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
  }
`;

const StyledKicker = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.primary};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const StyledBody = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledNote = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.warningSoft};
  color: ${({ theme }) => theme.color.warning};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledProgressRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textSubtle};
`;

export const StyledBar = styled.div`
  height: 0.375rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceMuted};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.color.primary};
    transition: inline-size ${({ theme }) => theme.motion.normal};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
  }
  .steps {
    margin-inline-start: auto;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

/** A progress bar read as a percentage; the numbers are the reader's. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <StyledBar role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <span style={{ inlineSize: `${percent}%` }} />
    </StyledBar>
  );
}

export interface GuideCardProps {
  /** The step's identity: a new one looks for its element afresh. */
  stepKey: string;
  spot: HelpSpot;
  /** The tour's or tutorial's name. */
  kicker: string;
  title: string;
  body: string;
  progress: GuideProgress;
  /** Why the step's element cannot be shown (a page the user's roles do not open): then it is not looked for. */
  unavailable?: string;
  /** False while the step's page is still on its way: the old page's elements are not the step's. */
  ready?: boolean;
  dismissLabel: string;
  onPrevious: () => void;
  onNext: () => void;
  onComplete: () => void;
  onDismiss: () => void;
  extraAction?: ReactNode;
}

function useDirection(): boolean {
  const { i18n } = useTranslation();
  return i18n.dir(i18n.language) === 'rtl';
}

/**
 * The card of a tour or tutorial step (320 px), beside the element it points at and flipped to
 * stay on screen, with the element lit up. Step n of m, a percentage, Previous (off on step 1),
 * Next or Complete on the last step; Esc dismisses it.
 */
export function GuideCard({
  stepKey,
  spot,
  kicker,
  title,
  body,
  progress,
  unavailable,
  ready = true,
  dismissLabel,
  onPrevious,
  onNext,
  onComplete,
  onDismiss,
  extraAction,
}: GuideCardProps) {
  const { t, i18n } = useTranslation('help');
  const rtl = useDirection();
  const titleId = useId();
  const bodyId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const { size, viewport } = useMeasuredSize(cardRef, { width: GUIDE_CARD_WIDTH, height: 240 }, stepKey);
  const target = useSpotTarget(unavailable || !ready ? null : stepKey, spot.target, spot.pick);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  // Keyboard users arrive in the card when it opens.
  useEffect(() => {
    cardRef.current?.focus();
  }, []);

  // A step on another page navigates; the new page takes focus to its heading, so give it back.
  useEffect(() => {
    if (!cardRef.current?.contains(document.activeElement)) return;
    const giveBack = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && event.target.matches('#main h1')) primaryRef.current?.focus();
    };
    document.addEventListener('focusin', giveBack);
    const timer = window.setTimeout(() => document.removeEventListener('focusin', giveBack), 3000);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('focusin', giveBack);
    };
  }, [stepKey]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('[aria-modal="true"]')) return;
      dismissRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const box: Box | null = target.box;
  const placed = placeCard(box, size, viewport, spot.position, rtl);
  const inlineStart = rtl ? viewport.width - placed.left - size.width : placed.left;
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(progress.percent / 100);
  const note = unavailable ?? (target.missing ? t('guide.notShown') : undefined);
  const stepText = t('guide.step', { number: number(progress.number), total: number(progress.total) });

  return createPortal(
    <>
      {box && (
        <StyledSpotlight
          aria-hidden="true"
          data-help-spotlight=""
          style={{
            top: box.top - SPOTLIGHT_PADDING,
            insetInlineStart: (rtl ? viewport.width - box.left - box.width : box.left) - SPOTLIGHT_PADDING,
            width: box.width + SPOTLIGHT_PADDING * 2,
            height: box.height + SPOTLIGHT_PADDING * 2,
          }}
        />
      )}
      <StyledCard
        ref={cardRef}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        data-side={placed.side}
        style={{ top: placed.top, insetInlineStart: inlineStart }}
      >
        <div>
          <StyledKicker>{kicker}</StyledKicker>
          <StyledTitle id={titleId}>{title}</StyledTitle>
        </div>
        <StyledBody id={bodyId}>{body}</StyledBody>
        {note && <StyledNote>{note}</StyledNote>}
        <div>
          <StyledProgressRow>
            <span>{stepText}</span>
            <span>{t('guide.percent', { percent })}</span>
          </StyledProgressRow>
          <ProgressBar percent={progress.percent} label={stepText} />
        </div>
        <VisuallyHidden aria-live="polite">{`${stepText}: ${title}`}</VisuallyHidden>
        <StyledActions>
          <div>
            <Button variant="ghost" size="sm" onClick={onDismiss}>
              {dismissLabel}
            </Button>
            {extraAction}
          </div>
          <div className="steps">
            <Button variant="secondary" size="sm" onClick={onPrevious} disabled={progress.isFirst}>
              {t('guide.previous')}
            </Button>
            <Button ref={primaryRef} size="sm" onClick={progress.isLast ? onComplete : onNext}>
              {progress.isLast ? t('guide.complete') : t('guide.next')}
            </Button>
          </div>
        </StyledActions>
      </StyledCard>
    </>,
    document.body,
  );
}
