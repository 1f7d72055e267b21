// An account's records as the console shows them: the latest ledger lines, subscriptions, purchases, payouts and
// the reports by and about it. Money comes from the API in dollars and is shown with its cents (formatExact).
import { useDates } from '@/lib/dates';
import { formatExact } from '@/lib/money';
import type { PersonDetail } from '../people-api';
import { RecordTable } from './record-table';

type Detail = PersonDetail;
const who = (party: { username: string; name: string } | null) =>
  party ? party.username || party.name : 'deleted account';

export function PersonRecords({ detail }: { detail: Detail }) {
  const dates = useDates();
  const me = detail.person._id;
  return (
    <>
      <RecordTable
        title="Ledger (latest lines)"
        rows={detail.ledger}
        rowKey={(l) => l._id}
        empty="No money has moved on this account."
        columns={[
          { label: 'When', cell: (l) => dates.dayTime(l.createdAt) },
          { label: 'Kind', cell: (l) => l.kind },
          { label: 'Amount', num: true, cell: (l) => formatExact(l.amount) },
          { label: 'For', cell: (l) => [l.targetType, l.targetId].filter(Boolean).join(' ') || '—' },
          { label: 'Transaction', cell: (l) => l.transactionId || '—' },
        ]}
      />
      <RecordTable
        title="Subscriptions"
        rows={detail.subscriptions}
        rowKey={(s) => s._id}
        empty="No subscription."
        columns={[
          {
            label: 'With',
            cell: (s) => (s.userId === me ? `creator ${who(s.performerInfo)}` : `fan ${who(s.userInfo)}`),
          },
          { label: 'Type', cell: (s) => s.subscriptionType },
          { label: 'Status', cell: (s) => s.status },
          { label: 'Until', cell: (s) => dates.day(s.expiredAt) },
          { label: 'Renews', cell: (s) => (s.autoRenew ? 'Yes' : 'No') },
          { label: 'Paid by', cell: (s) => s.paymentGateway || '—' },
        ]}
      />
      <RecordTable
        title="Purchases"
        rows={detail.purchases}
        rowKey={(p) => p._id}
        empty="No purchase from the wallet."
        columns={[
          { label: 'When', cell: (p) => dates.dayTime(p.createdAt) },
          { label: 'What', cell: (p) => p.description || p.type },
          { label: 'From', cell: (p) => who(p.performerInfo) },
          { label: 'Paid', num: true, cell: (p) => formatExact(p.totalPrice) },
          { label: 'Status', cell: (p) => p.status },
        ]}
      />
      <RecordTable
        title="Payouts"
        rows={detail.payouts}
        rowKey={(p) => p._id}
        empty="No payout request."
        columns={[
          { label: 'Asked', cell: (p) => dates.dayTime(p.createdAt) },
          { label: 'Amount', num: true, cell: (p) => formatExact(p.requestTokens) },
          { label: 'To', cell: (p) => (p.paymentAccountType === 'paypal' ? 'PayPal' : 'Bank') },
          { label: 'Status', cell: (p) => p.status },
          { label: 'Operator note', cell: (p) => p.adminNote || '—' },
        ]}
      />
      <RecordTable
        title="Reports by and about this account"
        rows={detail.reports}
        rowKey={(r) => r._id}
        empty="No report."
        columns={[
          { label: 'When', cell: (r) => dates.dayTime(r.createdAt) },
          { label: 'Side', cell: (r) => (r.sourceId === me ? 'Filed by them' : 'About them') },
          { label: 'Reason', cell: (r) => r.title },
          { label: 'Item', cell: (r) => `${r.target} ${r.targetId}` },
          { label: 'Details', cell: (r) => r.description || '—' },
        ]}
      />
    </>
  );
}
