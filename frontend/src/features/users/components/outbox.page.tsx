import type { OutboxMessageView } from '@koinonia/contracts';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDocumentTitle } from '../../../shared/hooks';
import { useFormat } from '../../../shared/i18n';
import { Button, Card, InlineAlert, ListBody, PageActions, PageHeader, PageHeading, PageSubtitle, StackList } from '../../../shared/ui';
import { useOutbox } from '../api/get-outbox.query';
import { AdminNav } from './admin-nav';

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledSubject = styled.h2`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledMeta = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textSubtle};
  overflow-wrap: anywhere;
`;

const StyledBody = styled.pre`
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledNote = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textSubtle};
`;

/**
 * The plain-text body with its web addresses as links (the text is shown as text, never as HTML).
 * Someone else's email comes with its links' tokens masked: those addresses stay plain text.
 */
function TextWithLinks({ text, linked }: { text: string; linked: boolean }) {
  if (!linked) return <>{text}</>;
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <>
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function OutboxMessage({ message }: { message: OutboxMessageView }) {
  const { t } = useTranslation('users');
  const format = useFormat();
  const [open, setOpen] = useState(true);
  const bodyId = `outbox-${message.id}`;
  return (
    <Card as="li">
      <StyledHead>
        <div>
          {/* A message reads in its own direction (an Arabic email right to left), whatever the interface's. */}
          <StyledSubject dir="auto">{message.subject}</StyledSubject>
          <StyledMeta>{t('outbox.meta', { to: message.to, time: format.dateTime(message.createdAt) })}</StyledMeta>
          {message.linksHidden && <StyledNote>{t('outbox.linksHidden')}</StyledNote>}
        </div>
        <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((value) => !value)}>
          {open ? t('outbox.hide') : t('outbox.show')}
        </Button>
      </StyledHead>
      {open && (
        <StyledBody id={bodyId} dir="auto">
          <TextWithLinks text={message.text} linked={!message.linksHidden} />
        </StyledBody>
      )}
    </Card>
  );
}

/** `/admin/outbox`: with no SMTP server set up, the app keeps its mail here; others' links are masked (only their recipient may use them). */
export default function OutboxPage() {
  const { t } = useTranslation(['users', 'common']);
  useDocumentTitle(t('outbox.title'));
  const outbox = useOutbox();

  return (
    <>
      <PageHeader>
        <div>
          <PageHeading>{t('outbox.heading')}</PageHeading>
          <PageSubtitle>{t('outbox.subtitle')}</PageSubtitle>
        </div>
        <PageActions>
          <Button variant="secondary" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
            {outbox.isFetching ? t('common:updating') : t('outbox.refresh')}
          </Button>
        </PageActions>
      </PageHeader>
      <AdminNav />
      <ListBody
        query={outbox}
        words={{ loading: t('outbox.loading'), failed: t('outbox.loadFailed'), empty: t('outbox.empty'), emptyHint: t('outbox.emptyHint') }}
        isEmpty={(answer) => answer.delivery !== 'smtp' && answer.messages.length === 0}
      >
        {(answer) =>
          answer.delivery === 'smtp' ? (
            <InlineAlert role="status" $tone="warning">
              {t('outbox.smtp')}
            </InlineAlert>
          ) : (
            <StackList $gap="md" aria-label={t('outbox.listLabel')}>
              {answer.messages.map((message) => (
                <OutboxMessage key={message.id} message={message} />
              ))}
            </StackList>
          )
        }
      </ListBody>
    </>
  );
}
