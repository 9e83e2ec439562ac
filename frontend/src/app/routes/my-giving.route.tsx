import { lazy, Suspense, type ReactNode } from 'react';
import { MyGivingPage } from '../../features/giving';
import { useCan } from '../../shared/access';
import { withNamespaces } from '../../shared/i18n';
import { LoadingState } from '../../shared/ui';

// Each section is its own chunk and brings its own feature's words.
const PledgesSection = lazy(withNamespaces(['pledges'], () => import('../../features/pledges').then((m) => ({ default: m.MyPledgesSection }))));
const RecurringSection = lazy(withNamespaces(['give'], () => import('../../features/give').then((m) => ({ default: m.MyRecurringGiftsSection }))));
const StatementsSection = lazy(withNamespaces(['statements'], () => import('../../features/statements').then((m) => ({ default: m.MyStatementsSection }))));

const section = (card: ReactNode) => <Suspense fallback={<LoadingState />}>{card}</Suspense>;

/** /my-giving, composed: a member's gifts with their pledges (giving.pledge), recurring gifts and statements. */
export default function MyGivingRoute() {
  const pledges = useCan('giving.pledge');
  return (
    <MyGivingPage
      pledges={pledges ? section(<PledgesSection />) : undefined}
      recurringGifts={section(<RecurringSection />)}
      statements={section(<StatementsSection />)}
    />
  );
}
