import type { FaqVoteTally } from '@koinonia/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageOf } from '../../../shared/i18n';
import { Badge, Button, InlineAlert, EmptyState, StackList, VisuallyHidden, TextField } from '../../../shared/ui';
import { FAQ_TAGS, FAQS, type FaqDefinition, type FaqTag } from '../content/faqs.constant';
import { useFaqVotes } from '../api/get-faq-votes.query';
import { useVoteOnFaq } from '../api/vote-on-faq.mutation';
import { matchesQuery } from '../model/faq-search.util';
import { useHelpAccess } from './use-help-access.hook';
import { useHelpActions } from './use-help-actions.hook';
import { tutorialOf } from '../content/tutorials.constant';

const StyledTags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledTag = styled.button`
  min-height: 2rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.color.borderStrong};
    color: ${({ theme }) => theme.color.text};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;

const StyledCount = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textSubtle};
`;

const StyledFaq = styled.li`
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledQuestion = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  .sign {
    flex: none;
    color: ${({ theme }) => theme.color.textSubtle};
  }
`;

const StyledAnswer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
`;

const StyledVote = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.primarySoft};
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

function FaqVotes({ faq, tally, unavailable }: { faq: FaqDefinition; tally: FaqVoteTally | undefined; unavailable: boolean }) {
  const { t, i18n } = useTranslation('help');
  const vote = useVoteOnFaq();
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const questionId = `faq-${faq.id}-vote`;
  if (unavailable) return <p>{t('faq.votesUnavailable')}</p>;
  if (!tally) return null;
  const cast = (helpful: boolean) => vote.mutate({ faqId: faq.id, helpful: tally.myVote === helpful ? null : helpful });
  return (
    <StyledRow role="group" aria-labelledby={questionId}>
      <span id={questionId}>{t('faq.wasHelpful')}</span>
      <StyledVote
        type="button"
        aria-pressed={tally.myVote === true}
        disabled={vote.isPending}
        onClick={() => cast(true)}
        aria-label={t('faq.yesLabel', { count: tally.helpful, number: number(tally.helpful) })}
      >
        {t('faq.yes')} <span aria-hidden="true">({number(tally.helpful)})</span>
      </StyledVote>
      <StyledVote
        type="button"
        aria-pressed={tally.myVote === false}
        disabled={vote.isPending}
        onClick={() => cast(false)}
        aria-label={t('faq.noLabel', { count: tally.notHelpful, number: number(tally.notHelpful) })}
      >
        {t('faq.no')} <span aria-hidden="true">({number(tally.notHelpful)})</span>
      </StyledVote>
      {tally.myVote !== null && <span role="status">{t('faq.thanks')}</span>}
    </StyledRow>
  );
}

/** FAQs searchable by text (question, answer, tags, category) and by tag, each with real "was this helpful" votes. */
export function FaqsTab() {
  const { t } = useTranslation('help');
  const baseId = useId();
  const votes = useFaqVotes();
  const access = useHelpAccess();
  const actions = useHelpActions();
  const [query, setQuery] = useState('');
  const [tag, setTag] = useState<FaqTag | null>(null);
  const [open, setOpen] = useState<string | null>(null);

  const textOf = (faq: FaqDefinition) =>
    [t(`faqs.${faq.id}.question`), t(`faqs.${faq.id}.answer`), t(`faqCategories.${faq.category}`), ...faq.tags.map((name) => t(`faqTags.${name}`))].join(' ');
  const shown = FAQS.filter((faq) => (!tag || faq.tags.includes(tag)) && matchesQuery(textOf(faq), query));
  const tallies = new Map(votes.data?.tallies.map((tally) => [tally.faqId, tally]));

  return (
    <>
      <TextField
        label={t('faq.search')}
        type="search"
        placeholder={t('faq.searchPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
      />
      <div role="group" aria-labelledby={`${baseId}-tags`}>
        <VisuallyHidden id={`${baseId}-tags`}>{t('faq.tags')}</VisuallyHidden>
        <StyledTags>
          {FAQ_TAGS.map((name) => (
            <StyledTag key={name} type="button" aria-pressed={tag === name} onClick={() => setTag(tag === name ? null : name)}>
              {t(`faqTags.${name}`)}
            </StyledTag>
          ))}
        </StyledTags>
      </div>
      <StyledCount aria-live="polite">{t('faq.count', { count: shown.length })}</StyledCount>
      {votes.isError && <InlineAlert $tone="warning">{errorMessageOf(t, votes.error)}</InlineAlert>}
      {shown.length === 0 ? (
        <EmptyState
          title={t('faq.noMatch')}
          description={t('faq.noMatchHint')}
          action={
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setQuery('');
                setTag(null);
              }}
            >
              {t('faq.clear')}
            </Button>
          }
        />
      ) : (
        <StackList>
          {shown.map((faq) => {
            const expanded = open === faq.id;
            const answerId = `${baseId}-${faq.id}`;
            const related = faq.relatedTutorials.filter((id) => access.tutorial(tutorialOf(id)));
            return (
              <StyledFaq key={faq.id} data-faq={faq.id}>
                <h3>
                  <StyledQuestion type="button" aria-expanded={expanded} aria-controls={answerId} onClick={() => setOpen(expanded ? null : faq.id)}>
                    <span>{t(`faqs.${faq.id}.question`)}</span>
                    <span className="sign" aria-hidden="true">
                      {expanded ? '−' : '+'}
                    </span>
                  </StyledQuestion>
                </h3>
                {expanded && (
                  <StyledAnswer id={answerId}>
                    <p>{t(`faqs.${faq.id}.answer`)}</p>
                    <StyledRow>
                      <Badge $tone="primary">{t(`faqCategories.${faq.category}`)}</Badge>
                      {faq.tags.map((name) => (
                        <Badge key={name}>{t(`faqTags.${name}`)}</Badge>
                      ))}
                    </StyledRow>
                    {related.length > 0 && (
                      <StyledRow>
                        <span>{t('faq.related')}</span>
                        {related.map((id) => (
                          <Button key={id} size="sm" variant="ghost" onClick={() => actions.openTutorial(id)}>
                            {t(`tutorials.${id}.title`)}
                          </Button>
                        ))}
                      </StyledRow>
                    )}
                    <FaqVotes faq={faq} tally={tallies.get(faq.id)} unavailable={votes.isError} />
                  </StyledAnswer>
                )}
              </StyledFaq>
            );
          })}
        </StackList>
      )}
    </>
  );
}
