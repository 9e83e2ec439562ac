import type { AnnouncementDelivery, AnnouncementReach } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormat } from '../../../shared/i18n';

const StyledCounts = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textSubtle};
  }

  dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(7rem, 1fr));
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
  }

  dl > div {
    min-width: 0;
  }

  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textSubtle};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

const CHANNELS = ['inApp', 'email', 'sms'] as const;

/** How many the chosen audience reaches by each channel, before sending. */
export function ReachCounts({ title, reach, pending, failed }: { title: string; reach: AnnouncementReach | null; pending: boolean; failed: boolean }) {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  return (
    <StyledCounts aria-label={title} aria-live="polite" data-testid="announcement-reach">
      <h3>{title}</h3>
      {failed ? (
        <p>{t('announce.reach.failed')}</p>
      ) : pending || !reach ? (
        <p>{pending ? t('announce.reach.loading') : t('announce.reach.choose')}</p>
      ) : (
        <dl>
          {CHANNELS.map((channel) => (
            <div key={channel}>
              <dt>{t(`channel.${channel}`)}</dt>
              <dd data-channel={channel}>{format.number(reach[channel])}</dd>
            </div>
          ))}
          <div>
            <dt>{t('announce.reach.people')}</dt>
            <dd data-channel="people">{format.number(reach.people)}</dd>
          </div>
        </dl>
      )}
    </StyledCounts>
  );
}

/** Each channel's progress since sending: queued, sent, failed. */
export function DeliveryCounts({ delivery }: { delivery: AnnouncementDelivery }) {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  return (
    <StyledCounts aria-label={t('board.delivery')} data-testid="announcement-delivery">
      <h3>{t('board.delivery')}</h3>
      <dl>
        {CHANNELS.map((channel) => (
          <div key={channel}>
            <dt>{t(`channel.${channel}`)}</dt>
            <dd data-channel={channel}>
              {t('board.counts', {
                sent: format.number(delivery[channel].sent),
                queued: format.number(delivery[channel].queued),
                failed: format.number(delivery[channel].failed),
              })}
            </dd>
          </div>
        ))}
      </dl>
    </StyledCounts>
  );
}
