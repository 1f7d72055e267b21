// My subscriptions (reference §2.4): creator, type, start, expiry, renewal, updated, gateway, status and the
// action: Cancel (confirmed; access runs until the expiry date) or Activate (an ended one: the subscribe modal).
import { useEffect } from 'react';
import Link from 'next/link';
import { Alert, Avatar, Button, Popconfirm, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ManagementTable } from '@/components/management-table';
import { DEFAULT_AVATAR } from '@/config/constants';
import { paths } from '@/config/paths';
import type { TableQueryDefaults } from '@/lib/table-query';
import { useIntent } from '@/lib/use-intent';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { subscriptionModalOpened } from '@/features/subscription/subscription-slice';
import { subscriptionState, type Subscription } from '../types';
import { selectWallet, subscriptionCancelRequested } from '../wallet-slice';
import { dateOnly, dateTime, sortOrderOf, useHistoryTable } from './use-history-table';

const TYPE_TEXT: Record<string, string> = {
  monthly: 'Monthly',
  yearly: 'Yearly',
  free: 'Free',
  system: 'System',
};
const STATE_TEXT = {
  active: 'Active',
  cancelled: 'Cancelled',
  suspended: 'Suspended',
  expired: 'Expired',
} as const;
const STATE_COLOR = { active: 'green', cancelled: 'gold', suspended: 'red', expired: 'default' } as const;

const defaults: TableQueryDefaults<{ status: string; subscriptionType: string }> = {
  pageSize: 10,
  sortBy: 'updatedAt',
  filters: { status: '', subscriptionType: '' },
  allowed: {
    status: ['active', 'inactive', 'suspended'],
    subscriptionType: Object.keys(TYPE_TEXT),
    sortBy: ['updatedAt', 'createdAt', 'expiredAt'],
  },
};

export function SubscriptionsTable() {
  const dispatch = useAppDispatch();
  const t = useHistoryTable('subscriptions', defaults);
  const { cancelling, payment } = useAppSelector(selectWallet);
  const { reload } = t;
  // a subscription activated from this table shows up at once
  useEffect(() => {
    if (payment.status === 'success' && payment.purpose === 'subscribe') reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [payment.status]);
  const [intentKey, renew] = useIntent();

  const activate = (s: Subscription) =>
    dispatch(
      subscriptionModalOpened({
        subscriptionType: s.subscriptionType === 'yearly' ? 'yearly' : 'monthly',
        performer: {
          _id: s.performerId,
          name: s.performerName,
          username: s.performerUsername,
          avatar: s.performerAvatar,
          // the modal reads the creator's current prices as it opens
          monthlyPrice: 0,
          yearlyPrice: 0,
          isFreeSubscription: false,
          durationFreeSubscriptionDays: 0,
        },
      }),
    );

  const columns: ColumnsType<Subscription> = [
    {
      title: 'Creator',
      key: 'creator',
      render: (_: unknown, s) => (
        <Space>
          <Avatar src={s.performerAvatar || DEFAULT_AVATAR} size={32} alt="" />
          {s.performerUsername ? (
            <Link href={paths.profile(s.performerUsername)}>{s.performerName}</Link>
          ) : (
            s.performerName
          )}
        </Space>
      ),
    },
    {
      title: 'Type',
      dataIndex: 'subscriptionType',
      key: 'subscriptionType',
      render: (v: string) => TYPE_TEXT[v] ?? v,
    },
    { title: 'Start date', dataIndex: 'startRecurringDate', key: 'startRecurringDate', render: dateOnly },
    {
      title: 'Expiry date',
      dataIndex: 'expiredAt',
      key: 'expiredAt',
      sorter: true,
      sortOrder: sortOrderOf(t.state, 'expiredAt'),
      render: dateOnly,
    },
    {
      title: 'Renewal date',
      key: 'renewal',
      render: (_: unknown, s) =>
        s.autoRenew && s.nextRecurringDate ? dateOnly(s.nextRecurringDate) : 'Does not renew',
    },
    {
      title: 'Updated',
      dataIndex: 'updatedAt',
      key: 'updatedAt',
      sorter: true,
      sortOrder: sortOrderOf(t.state, 'updatedAt'),
      render: dateTime,
    },
    {
      title: 'Gateway',
      dataIndex: 'paymentGateway',
      key: 'paymentGateway',
      render: (v: string) => (v === 'sandbox' ? 'Sandbox (test)' : v),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_: unknown, s) => {
        const state = subscriptionState(s);
        return (
          <Tag color={STATE_COLOR[state]}>
            {state === 'cancelled' ? `Cancelled — access until ${dateOnly(s.expiredAt)}` : STATE_TEXT[state]}
          </Tag>
        );
      },
    },
    {
      title: 'Action',
      key: 'action',
      render: (_: unknown, s) => {
        const state = subscriptionState(s);
        if (state === 'active' && s.autoRenew) {
          return (
            <Popconfirm
              title="Cancel this subscription?"
              description={`It will not renew. You keep access until ${dateOnly(s.expiredAt)}.`}
              okText="Cancel subscription"
              cancelText="Keep it"
              onConfirm={() => {
                dispatch(subscriptionCancelRequested({ intentKey, id: s._id, gateway: s.paymentGateway }));
                renew();
              }}
            >
              <Button
                danger
                loading={cancelling === s._id}
                aria-label={`Cancel subscription to ${s.performerName}`}
              >
                Cancel
              </Button>
            </Popconfirm>
          );
        }
        if (state === 'expired' || state === 'suspended') {
          return (
            <Button
              type="primary"
              onClick={() => activate(s)}
              aria-label={`Activate subscription to ${s.performerName}`}
            >
              Activate
            </Button>
          );
        }
        return null;
      },
    },
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <span id="sub-status">Status</span>
        <Select
          aria-labelledby="sub-status"
          style={{ minWidth: 160 }}
          value={t.state.filters.status}
          onChange={(v) => t.setFilter('status', v)}
          options={[
            { value: '', label: 'All' },
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
            { value: 'suspended', label: 'Suspended' },
          ]}
        />
        <span id="sub-type">Type</span>
        <Select
          aria-labelledby="sub-type"
          style={{ minWidth: 160 }}
          value={t.state.filters.subscriptionType}
          onChange={(v) => t.setFilter('subscriptionType', v)}
          options={[
            { value: '', label: 'All' },
            ...Object.entries(TYPE_TEXT).map(([value, label]) => ({ value, label })),
          ]}
        />
      </Space>
      {t.page.error ? (
        <Alert type="error" showIcon message={t.page.error} style={{ marginBottom: 12 }} />
      ) : null}
      <ManagementTable<Subscription>
        rowKey="_id"
        columns={columns}
        dataSource={t.page.items}
        loading={t.loading}
        pagination={t.pagination}
        onChange={t.onTableChange as never}
        locale={{ emptyText: 'No subscription yet: subscribe from a creator’s profile' }}
      />
    </>
  );
}
