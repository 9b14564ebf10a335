import type { OrderItem, OrderStatus } from '@portal/contract';
import { Card, EmptyState, formatCurrency, formatDate, StatusBadge } from '@portal/ui';
import { useState } from 'react';
import { QueryContent } from '../../../components/query-content';
import { RecordList, type RecordColumn } from '../../../components/record-list';
import { useOrders } from '../api/get-orders';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const linesId = (order: OrderItem) => `order-lines-${order.reference.replace(/[^A-Za-z0-9_-]/g, '-')}`;

function OrderLines({ order }: { order: OrderItem }) {
  return (
    <div id={linesId(order)} className="portal-table__scroll">
      <table>
        <caption className="portal-visually-hidden">Lines of order {order.reference}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Quantity
            </th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, i) => (
            <tr key={i}>
              <td>{line.description}</td>
              <td style={{ textAlign: 'right' }}>{line.quantity}</td>
              <td style={{ textAlign: 'right' }}>{formatCurrency(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
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

  const columns: RecordColumn<OrderItem>[] = [
    { header: 'Reference', cell: (o) => o.reference },
    { header: 'Date', cell: (o) => formatDate(o.date) },
    { header: 'Status', cell: (o) => <StatusBadge status={ORDER_STATUS_LABELS[o.status]} /> },
    { header: 'Total', cell: (o) => formatCurrency(o.total), numeric: true },
    {
      header: 'Lines',
      cell: (o) => (
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
    <RecordList
      label="Orders, newest first"
      columns={columns}
      rows={orders}
      rowKey={(o) => o.reference}
      below={(o) => (isOpen(o) ? <OrderLines order={o} /> : null)}
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
