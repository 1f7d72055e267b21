// /creator/payout-request (reference §2.5, §5.6): what was earned, paid out and can be requested; a request form
// (amount from the minimum to the balance, note, Banking or PayPal) when no request is pending; the requests
// with their status and the operator's note. Editable while pending.
import { useDates } from '@/lib/dates';
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Row, Statistic, Tag } from 'antd';
import { ManagementTable } from '@/components/management-table';
import type { ColumnsType } from 'antd/es/table';
import { formatExact } from '@/lib/money';
import { useIntent } from '@/lib/use-intent';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useFeature } from '@/store/use-feature';
import { payoutFeature } from '../payout-feature';
import { selectSettings } from '@/features/settings';
import {
  payoutFormRequested,
  payoutRequested,
  payoutsRequested,
  payoutsViewLeft,
  selectPayout,
} from '../payout-slice';
import type { Payout } from '../types';
import { PayoutForm } from './payout-form';

const STATUS_COLOR = { pending: 'orange', approved: 'blue', rejected: 'red', done: 'green' } as const;

export function PayoutRequests() {
  const dates = useDates();
  const dispatch = useAppDispatch();
  useFeature(payoutFeature);
  const { requests, form: state } = useAppSelector(selectPayout);
  const { minimumPayoutAmount } = useAppSelector(selectSettings);
  const [intentKey, renew] = useIntent();
  // the request being edited, until the next answer (its `sent` count) closes the edit
  const [edit, setEdit] = useState<{ payout: Payout; at: number } | null>(null);
  const editing = edit && edit.at === state.sent ? edit.payout : null;
  const setEditing = (payout: Payout | null) => setEdit(payout ? { payout, at: state.sent } : null);
  const [page, setPage] = useState(1);

  useEffect(() => {
    dispatch(payoutFormRequested());
  }, [dispatch, state.sent]);
  useEffect(() => {
    dispatch(payoutsRequested({ offset: (page - 1) * 10, limit: 10 }));
  }, [dispatch, page]);
  useEffect(
    () => () => {
      dispatch(payoutsViewLeft());
    },
    [dispatch],
  );
  useEffect(() => {
    if (state.sent) renew();
  }, [state.sent, renew]);

  const balance = state.stats?.balance ?? 0;
  const open = editing !== null || state.canRequest === true;
  const columns: ColumnsType<Payout> = [
    { title: 'Amount', dataIndex: 'requestTokens', key: 'amount', render: formatExact },
    {
      title: 'Method',
      dataIndex: 'paymentAccountType',
      key: 'method',
      render: (v: string) => (v === 'paypal' ? 'PayPal' : 'Banking'),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (v: Payout['status']) => <Tag color={STATUS_COLOR[v]}>{v[0].toUpperCase() + v.slice(1)}</Tag>,
    },
    { title: 'Requested', dataIndex: 'createdAt', key: 'createdAt', render: (v: string) => dates.dayTime(v) },
    { title: 'Updated', dataIndex: 'updatedAt', key: 'updatedAt', render: (v: string) => dates.dayTime(v) },
    {
      title: 'Note from the team',
      dataIndex: 'adminNote',
      key: 'adminNote',
      render: (v: string) => v || '—',
    },
    {
      title: 'Action',
      key: 'action',
      render: (_: unknown, p) =>
        p.status === 'pending' ? <Button onClick={() => setEditing(p)}>Edit</Button> : <span>Read-only</span>,
    },
  ];

  return (
    <>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} sm={8}>
          <Card>
            <Statistic title="Total earned" value={formatExact(state.stats?.totalEarned ?? 0)} />
          </Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card>
            <Statistic title="Paid out" value={formatExact(state.stats?.paidOut ?? 0)} />
          </Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card>
            <Statistic title="Balance" value={formatExact(balance)} />
          </Card>
        </Col>
      </Row>
      <Card title={editing ? 'Edit your payout request' : 'Request a payout'} style={{ marginBottom: 16 }}>
        {state.canRequest === false && !editing ? (
          <Alert
            type="info"
            showIcon
            message="Your previous request is pending. Please wait before requesting new payout"
          />
        ) : null}
        {open ? (
          <PayoutForm
            key={editing?._id ?? 'new'}
            balance={balance}
            minimum={minimumPayoutAmount}
            editing={editing}
            sending={state.sending}
            error={state.error}
            onCancel={() => setEditing(null)}
            onSubmit={(input) =>
              dispatch(
                payoutRequested({
                  intentKey,
                  id: editing?._id,
                  input: { ...input, requestTokens: Math.round(input.requestTokens * 100) / 100 },
                }),
              )
            }
          />
        ) : null}
      </Card>
      {requests.error ? (
        <Alert type="error" showIcon message={requests.error} style={{ marginBottom: 12 }} />
      ) : null}
      <ManagementTable<Payout>
        rowKey="_id"
        columns={columns}
        dataSource={requests.items}
        loading={requests.status === 'loading'}
        pagination={{ current: page, pageSize: 10, total: requests.total, onChange: setPage }}
        locale={{ emptyText: 'No payout request yet' }}
      />
    </>
  );
}
