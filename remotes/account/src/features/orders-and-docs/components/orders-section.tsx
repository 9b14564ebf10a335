import type { OrderItem, OrderStatus } from '@portal/contract';
import { Card, EmptyState, formatCurrency, formatDate, StatusBadge } from '@portal/ui';
import { DataTable, type Column } from '@portal/ui/data-table';
import { useState } from 'react';
import { DELAYED_LABEL, DELAYED_SENTENCE, DelayedNotice } from '../../../components/delayed-notice';
import { FailureReason } from '../../../components/failure-reason';
import { QueryContent } from '../../../components/query-content';
import { useOrders } from '../api/get-orders';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

/** What the status column says: Delayed while the provider has not got a pending order (its event failed). */
export const orderStatusLabel = (order: Pick<OrderItem, 'status' | 'delayed'>) => (order.delayed ? DELAYED_LABEL : ORDER_STATUS_LABELS[order.status]);

const linesId = (order: OrderItem) => `order-lines-${order.reference.replace(/[^A-Za-z0-9_-]/g, '-')}`;

type OrderLine = OrderItem['lines'][number] & { index: number };

const LINE_COLUMNS: Column<OrderLine>[] = [
  { key: 'description', header: 'Item' },
  { key: 'quantity', header: 'Quantity', numeric: true },
  { key: 'amount', header: 'Amount', numeric: true, render: (line) => formatCurrency(line.amount) },
];

function OrderLines({ order }: { order: OrderItem }) {
  return (
    <div id={linesId(order)}>
      <DataTable
        label={`Lines of order ${order.reference}`}
        columns={LINE_COLUMNS}
        rows={order.lines.map((line, index) => ({ ...line, index }))}
        rowKey={(line) => String(line.index)}
        pageSize={50}
        filterable={false}
        noun={order.lines.length === 1 ? 'line' : 'lines'}
        emptyMessage="This order has no lines."
        pagesLabel={`Pages of the lines of order ${order.reference}`}
      />
      {order.delivery && (
        <dl className="portal-details">
          <dt>Delivery to</dt>
          <dd>
            {order.delivery.contactName}, {order.delivery.cellNumber}
            <br />
            {order.delivery.address}
          </dd>
        </dl>
      )}
    </div>
  );
}

function OrderList({ orders }: { orders: OrderItem[] }) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (reference: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(reference)) next.add(reference);
      return next;
    });
  const isOpen = (order: OrderItem) => expanded.has(order.reference);

  const columns: Column<OrderItem>[] = [
    { key: 'reference', header: 'Reference' },
    { key: 'date', header: 'Date', render: (o) => formatDate(o.date) },
    {
      key: 'status',
      header: 'Status',
      render: (o) => (
        // One block, so that the phone layout keeps the sentence beside its label, under the badge.
        <div>
          <StatusBadge status={orderStatusLabel(o)} />
          {o.delayed && <DelayedNotice />}
          {o.failureReason && <FailureReason>{o.failureReason}</FailureReason>}
        </div>
      ),
    },
    { key: 'total', header: 'Total', render: (o) => formatCurrency(o.total), numeric: true },
    {
      key: 'lines',
      header: 'Lines',
      render: (o) => (
        <button
          type="button"
          className="portal-button portal-button--ghost"
          aria-expanded={isOpen(o)}
          aria-controls={isOpen(o) ? linesId(o) : undefined}
          onClick={() => toggle(o.reference)}
        >
          {isOpen(o) ? 'Hide' : 'Show'} {o.lines.length} {o.lines.length === 1 ? 'line' : 'lines'}
          <span className="portal-visually-hidden"> of order {o.reference}</span>
        </button>
      ),
    },
  ];
  return (
    <DataTable
      label="Orders, newest first"
      columns={columns}
      rows={orders}
      rowKey={(o) => o.reference}
      below={(o) => (isOpen(o) ? <OrderLines order={o} /> : null)}
      pageSize={10}
      filterLabel="Search orders"
      filterText={(o) => `${o.reference} ${formatDate(o.date)} ${orderStatusLabel(o)} ${o.delayed ? DELAYED_SENTENCE : ''} ${o.failureReason ?? ''} ${o.lines.map((line) => line.description).join(' ')}`}
      noun="orders"
      noMatchMessage="No orders match your search."
      pagesLabel="Pages of orders"
    />
  );
}

/** Orders with status, date, reference and total; each opens to show its lines. */
export function OrdersSection() {
  const orders = useOrders();
  return (
    <Card title="Orders">
      <QueryContent query={orders} loadingLabel="Loading your orders…" errorTitle="We could not load your orders">
        {({ orders: list }) =>
          list.length === 0 ? (
            <EmptyState title="You have no orders yet.">
              <p>Orders you place for services will show here.</p>
            </EmptyState>
          ) : (
            <OrderList orders={list} />
          )
        }
      </QueryContent>
    </Card>
  );
}
