import type { MemberView, MinistryView } from '@koinonia/contracts';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError } from '../../../shared/api';
import { useDocumentTitle, useNarrowLayout } from '../../../shared/hooks';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { paths } from '../../../shared/routing';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  CardTitle,
  ErrorState,
  InlineAlert,
  LoadingState,
  PageActions,
  PageHeader,
  PageHeading,
  Tabs,
  type TabItem,
} from '../../../shared/ui';
import { useMember } from '../api/get-member.query';
import { useMinistries } from '../api/get-ministries.query';
import { useMyMember } from '../api/get-my-member.query';
import { MemberHistory } from './member-history';
import { ageOn, roleLabel, stepLabel } from './member-labels.util';
import { ministryLabel } from './ministry-labels.util';
import { localToday } from './member-form-fields';
import { MemberNotFound } from './member-not-found';
import { MemberPhotoSection } from './member-photo.section';
import { MemberPrivacySection } from './member-privacy.section';
import { MyDetailsSection } from './my-details.section';
import { NotShared } from './not-shared';
import { telHref } from './phone-format.util';
import { useFormatPhone } from './use-format-phone.hook';
import { MemberStatusDialog } from './member-status.dialog';
import { MemberMergeNotices } from './member-merge.notices';
import { MemberHouseholdCard } from '../households/components/member-household.card';
import { useCan } from '../../../shared/access';

const StyledBack = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  margin-top: ${({ theme }) => theme.space.lg};

  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-inline-size: 0;
`;

/** The profile's parts on a narrow screen, one tab each. */
const PROFILE_TABS = ['about', 'activity', 'history', 'privacy'] as const;
type ProfileTab = (typeof PROFILE_TABS)[number];

const StyledDetails = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textSubtle};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    padding-top: 0.1em;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: minmax(0, 1fr);
    row-gap: ${({ theme }) => theme.space.xs};
    dd {
      margin-bottom: ${({ theme }) => theme.space.sm};
    }
  }
`;

function Details({ member, ministries }: { member: MemberView; ministries?: MinistryView[] }) {
  const { t } = useTranslation('members');
  const format = useFormat();
  const formatPhone = useFormatPhone();
  const none = t('directory.noValue');
  const contact = (value: string | undefined, shown: (value: string) => ReactNode) => (value === undefined ? <NotShared /> : value ? shown(value) : none);
  const rows: Array<[string, ReactNode]> = [
    [
      t('fields.email'),
      contact(member.email, (email) => (
        <a href={`mailto:${email}`} dir="ltr">
          {email}
        </a>
      )),
    ],
    [
      t('fields.phone'),
      contact(member.phone, (phone) => (
        <a href={telHref(phone)} dir="ltr">
          {formatPhone(phone)}
        </a>
      )),
    ],
    [t('fields.address'), contact(member.address, (address) => address)],
    [t('fields.ministry'), member.ministry ? ministryLabel(ministries, member.ministry) : none],
    [t('fields.role'), roleLabel(t, member.role)],
    [t('fields.membershipStep'), stepLabel(t, member.membershipStep)],
    [t('fields.status'), t(`statuses.${member.status}`)],
    [
      t('fields.memberSince'),
      <time key="joined" dateTime={member.joinedAt}>
        {format.date(member.joinedAt)}
      </time>,
    ],
  ];
  // The birth date comes only to staff and the person themselves.
  if (member.birthDate !== undefined) {
    rows.push([
      t('fields.birthDate'),
      member.birthDate ? (
        <time key="born" dateTime={member.birthDate}>
          {t('profile.age', { date: format.date(member.birthDate), age: ageOn(member.birthDate, localToday()) })}
        </time>
      ) : (
        none
      ),
    ]);
  }
  rows.push([
    t('fields.baptismDate'),
    member.baptismDate ? (
      <time key="baptised" dateTime={member.baptismDate}>
        {format.date(member.baptismDate)}
      </time>
    ) : (
      none
    ),
  ]);
  return (
    <StyledDetails>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </StyledDetails>
  );
}

/** What the app needs to compose other features' sections into a profile. */
export interface MemberProfileContext {
  memberId: string;
  isSelf: boolean;
}

/**
 * `/members/:id`: who they are, what they do here, and what has changed. `sections` are other
 * features' cards about the person (attendance, care, groups), passed in by the app: null when the
 * reader may see none of them. Wide, everything shows in two columns; narrow (a phone, a tablet),
 * the page is tabs — About (their own details' editor first, then details, household, photo),
 * Activity (the sections), History, Privacy — so the first screen says who they are
 * and offers what they came to do, and the rest is one tap away (`?tab=` keeps the choice).
 */
export default function MemberProfilePage({
  sections,
  contact,
}: {
  sections?: (profile: MemberProfileContext) => ReactNode;
  /** Other features' cards about how the person is reached (SMS consent), shown beside their details; null for none. */
  contact?: (profile: MemberProfileContext) => ReactNode;
}) {
  const { id = '' } = useParams();
  const narrow = useNarrowLayout();
  const [params, setParams] = useSearchParams();
  const { t } = useTranslation(['members', 'common']);
  const member = useMember(id);
  const canWrite = useCan('members.write');
  const seesWholeDirectory = useCan('members.private.read');
  const me = useMyMember();
  const ministries = useMinistries();
  const [confirming, setConfirming] = useState(false);
  useDocumentTitle(member.data?.fullName ?? t('directory.title'));

  // Whether this is the reader's own record decides what the page offers: wait for both.
  if (member.isPending || me.isPending) return <LoadingState label={t('profile.loading')} />;
  if (member.isError) {
    const error = member.error;
    if (error instanceof ApiError && (error.code === 'MEMBER_NOT_FOUND' || error.status === 404)) return <MemberNotFound />;
    return <ErrorState title={errorMessageOf(t, error)} onRetry={() => void member.refetch()} retrying={member.isFetching} />;
  }

  const data = member.data;
  const archived = data.status === 'archived';
  const isSelf = me.data?.id === data.id;
  // A record merged into another takes no change of its own: the server refuses them (MEMBER_ALREADY_MERGED).
  const changeable = !data.mergedInto && (isSelf || canWrite);
  // The server refuses other members' history to those who see only what members share.
  const showsHistory = isSelf || seesWholeDirectory;
  const activity = sections?.({ memberId: data.id, isSelf }) ?? null;
  const reach = contact?.({ memberId: data.id, isSelf }) ?? null;

  const photo = <MemberPhotoSection member={data} editable={changeable} />;
  const details = (
    <Card aria-labelledby="member-details-title">
      <CardTitle id="member-details-title">{t('profile.details')}</CardTitle>
      <Details member={data} ministries={ministries.data} />
    </Card>
  );
  const myDetails = isSelf && !archived && <MyDetailsSection member={data} />;
  const household = <MemberHouseholdCard memberId={data.id} />;
  const privacy = <MemberPrivacySection member={data} isSelf={isSelf} editable={showsHistory && changeable} />;
  const history = showsHistory && (
    <Card aria-labelledby="member-history-title">
      <CardTitle id="member-history-title">{t('history.title')}</CardTitle>
      <MemberHistory memberId={data.id} ministries={ministries.data} />
    </Card>
  );

  const header = (
    <>
      <StyledBack to={paths.members}>
        <span className="flip-in-rtl" aria-hidden="true">
          ←
        </span>{' '}
        {t('profile.backToDirectory')}
      </StyledBack>
      <PageHeader>
        <div>
          <PageHeading>{data.fullName}</PageHeading>
          <StyledBadges>
            <Badge $tone="primary">{roleLabel(t, data.role)}</Badge>
            {data.ministry && <Badge>{ministryLabel(ministries.data, data.ministry)}</Badge>}
            {archived && <Badge $tone="warning">{t('statuses.archived')}</Badge>}
            {!data.privacy.listed && <Badge>{t('directory.notListed')}</Badge>}
            {data.isChild && <Badge>{t('directory.child')}</Badge>}
            {isSelf && <Badge $tone="success">{t('directory.you')}</Badge>}
          </StyledBadges>
        </div>
        {/* A record merged into another is changed through the survivor (or after an unmerge). */}
        {canWrite && !data.mergedInto && (
          <PageActions>
            <ButtonLink to={paths.memberEdit(data.id)} variant="primary">
              {t('profile.edit')}
            </ButtonLink>
            <Button variant={archived ? 'secondary' : 'danger'} onClick={() => setConfirming(true)}>
              {archived ? t('profile.restore') : t('profile.archive')}
            </Button>
          </PageActions>
        )}
      </PageHeader>

      <MemberMergeNotices member={data} />
      {archived && <InlineAlert $tone="warning">{t('profile.archivedNotice')}</InlineAlert>}
      {data.isChild && seesWholeDirectory && <InlineAlert $tone="warning">{t('profile.childNote')}</InlineAlert>}
    </>
  );
  const dialog = confirming && <MemberStatusDialog member={data} onClose={() => setConfirming(false)} />;

  if (narrow) {
    const panels: Record<ProfileTab, ReactNode> = {
      about: (
        <StyledColumn>
          {myDetails}
          {details}
          {reach}
          {household}
          {photo}
        </StyledColumn>
      ),
      activity: <StyledColumn>{activity}</StyledColumn>,
      history,
      privacy,
    };
    const tabs: Array<TabItem<ProfileTab>> = PROFILE_TABS.filter((tab) =>
      tab === 'activity' ? activity !== null : tab === 'history' ? showsHistory : true,
    ).map((tab) => ({ id: tab, label: t(`profile.tabs.${tab}`) }));
    const requested = params.get('tab');
    const selected = tabs.find((tab) => tab.id === requested)?.id ?? 'about';
    const choose = (tab: ProfileTab) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (tab === 'about') next.delete('tab');
          else next.set('tab', tab);
          return next;
        },
        { replace: true },
      );
    return (
      <>
        {header}
        <Tabs
          idPrefix="profile"
          label={t('profile.tabsLabel', { name: data.fullName })}
          tabs={tabs}
          selected={selected}
          onSelect={choose}
          panel={panels[selected]}
        />
        {dialog}
      </>
    );
  }

  return (
    <>
      {header}
      <StyledColumns>
        <StyledColumn>
          {photo}
          {details}
          {myDetails}
          {reach}
          {household}
          {showsHistory && privacy}
        </StyledColumn>
        {showsHistory ? history : privacy}
      </StyledColumns>
      {activity && <StyledColumns>{activity}</StyledColumns>}
      {dialog}
    </>
  );
}
