import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, type BadgeTone, Button, EmptyState, StackList, Switch } from '../../../shared/ui';
import { contextOf, tipsFor, type HelpTip } from '../content/help-tips.constant';
import { helpStore, useHelpState } from '../model/help-store';
import { findTarget } from './use-spot-target.hook';
import { StyledTabSection } from './tutorials-tab';

export const TIP_TONE: Record<HelpTip['type'], BadgeTone> = { info: 'neutral', tip: 'success', help: 'primary', warning: 'warning' };

const StyledTip = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  h4 {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
    flex-wrap: wrap;
  }
  p {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  button {
    align-self: flex-start;
  }
`;

/** The tips for the page on screen, and the switch for contextual help mode ("?" markers on the page). */
export function TipsTab() {
  const { t } = useTranslation('help');
  const { pathname } = useLocation();
  const helpMode = useHelpState((state) => state.contextual.helpMode);
  const context = contextOf(pathname);
  const tips = tipsFor(pathname);

  const toggleMode = () => {
    helpStore.contextual({ type: 'toggleMode' });
    // The markers are on the page: step out of their way.
    if (!helpMode) helpStore.help({ type: 'close' });
  };

  const showOnPage = (tip: HelpTip) => {
    helpStore.help({ type: 'close' });
    helpStore.contextual({ type: 'showTip', tip: tip.id });
  };

  return (
    <>
      <Switch label={t('tips.mode')} description={t('tips.modeHint')} checked={helpMode} onChange={toggleMode} />
      <StyledTabSection aria-labelledby="help-tips-heading">
        <h3 id="help-tips-heading">{context ? t('tips.headingFor', { context: t(`contexts.${context}`) }) : t('tips.heading')}</h3>
        {tips.length === 0 ? (
          <EmptyState title={t('tips.none')} description={t('tips.noneHint')} />
        ) : (
          <StackList>
            {tips.map((tip) => (
              <StyledTip key={tip.id} data-tip={tip.id}>
                <h4>
                  <Badge $tone={TIP_TONE[tip.type]}>{t(`tipTypes.${tip.type}`)}</Badge>
                  {t(`tips.items.${tip.id}.title`)}
                </h4>
                <p>{t(`tips.items.${tip.id}.content`)}</p>
                {findTarget([tip.target]) && (
                  <Button size="sm" variant="ghost" onClick={() => showOnPage(tip)}>
                    {t('tips.showMe')}
                  </Button>
                )}
              </StyledTip>
            ))}
          </StackList>
        )}
      </StyledTabSection>
    </>
  );
}
