import { useTranslation } from 'react-i18next';
import type { TrackedOrder as Order } from '../../api/orders.ts';
import { useImageSrc } from '../../api/images.ts';
import { ChatLink } from '../../shop/chat-link.tsx';
import { ItemReview } from './item-review-button.tsx';
import { Card } from '../../ui/page-frame.ts';
import { Rows } from './orders.styles.ts';
import { useOrderFormat } from './use-order-format.ts';

type Contact = {
  contact_person_name?: string | null;
  contact_person_number?: string | null;
  address?: string | null;
  road?: string | null;
  house?: string | null;
  floor?: string | null;
};

/** The store of the order: logo, name, address and phone. */
export function StoreBlock({ store }: { store: NonNullable<Order['store']> }) {
  const { t } = useTranslation();
  const image = useImageSrc();
  return (
    <Card aria-labelledby="order-store">
      <h2 id="order-store">{t('orders.details.store')}</h2>
      <p>
        <img src={image(store, 'logo', 'store')} alt="" width={40} height={40} /> <strong>{store.name}</strong>
      </p>
      <p>{store.address}</p>
      {store.phone && <p dir="ltr">{store.phone}</p>}
      {store.vendor_id ? (
        <ChatLink chatWith={{ vendor: store.vendor_id }} name={store.name} label={t('orders.details.chatWithStore')} />
      ) : null}
    </Card>
  );
}

/**
 * The delivery man once one is assigned: picture, name and phone, "Chat with delivery man" (signed-in customers)
 * while the order is on its way, and, on a delivered order of the customer's, "Rate the delivery man".
 */
export function DeliveryManBlock({ order, reviewable = false }: { order: Order; reviewable?: boolean }) {
  const { t } = useTranslation();
  const dm = order.delivery_man;
  if (!dm) return null;
  const name = `${dm.f_name} ${dm.l_name}`.trim();
  const running = ['handover', 'picked_up', 'processing', 'confirmed'].includes(order.order_status);
  return (
    <Card aria-labelledby="order-delivery-man">
      <h2 id="order-delivery-man">{t('orders.details.deliveryMan')}</h2>
      <p>
        {dm.image_full_url && <img src={dm.image_full_url} alt="" width={40} height={40} />} <strong>{name}</strong>
      </p>
      {dm.phone && <p dir="ltr">{dm.phone}</p>}
      {running && (
        <ChatLink chatWith={{ deliveryman: dm.id }} name={name} label={t('orders.details.chatWithDeliveryMan')} />
      )}
      {reviewable && order.order_status === 'delivered' && (
        <ItemReview orderId={order.id} itemId={dm.id} name={name} of="deliveryMan" />
      )}
    </Card>
  );
}

/** A contact with its address (delivery address, parcel sender or receiver). */
export function ContactLines({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const extra = contact.road || contact.house || contact.floor;
  return (
    <>
      <p>
        {t('orders.details.contact', {
          name: contact.contact_person_name ?? '',
          phone: contact.contact_person_number ?? '',
        })}
      </p>
      {contact.address && <p>{contact.address}</p>}
      {extra && (
        <p>
          {t('orders.details.addressLine', {
            road: contact.road ?? '–',
            house: contact.house ?? '–',
            floor: contact.floor ?? '–',
          })}
        </p>
      )}
    </>
  );
}

/** The delivery address (delivery orders). */
export function AddressBlock({ address }: { address: Contact }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="order-address">
      <h2 id="order-address">{t('orders.details.deliveryAddress')}</h2>
      <ContactLines contact={address} />
    </Card>
  );
}

/** Payment method and status, order type, the note and a cancellation reason. */
export function PaymentBlock({ order }: { order: Order }) {
  const { t } = useTranslation();
  const type = order.module_type === 'parcel' ? 'parcel' : order.order_type;
  return (
    <Card aria-labelledby="order-payment">
      <h2 id="order-payment">{t('orders.details.payment')}</h2>
      <Rows>
        <dt>{t('orders.details.paymentMethod')}</dt>
        <dd>{t(`orders.details.methods.${order.payment_method}`, { defaultValue: order.payment_method })}</dd>
        <dt>{t('orders.details.paymentStatus')}</dt>
        <dd>{t(`orders.details.paymentStatuses.${order.payment_status}`)}</dd>
        <dt>{t('orders.details.orderType')}</dt>
        <dd>{t(`orders.details.orderTypes.${type}`)}</dd>
        {order.order_note && (
          <>
            <dt>{t('orders.details.note')}</dt>
            <dd>{order.order_note}</dd>
          </>
        )}
      </Rows>
      {order.cancellation_reason && (
        <p>{t('orders.details.cancellationReason', { reason: order.cancellation_reason })}</p>
      )}
    </Card>
  );
}

/** The parcel fields the server adds to a parcel order (read when present). */
export interface ParcelFields {
  receiver: Contact | null;
  category: string | null;
  payer: 'sender' | 'receiver' | null;
}

export function parcelFieldsOf(order: Order): ParcelFields | null {
  const o = order as Order & Record<string, unknown>;
  const receiver = (o.receiver_details ?? null) as Contact | null;
  const category = o.parcel_category as { name?: unknown } | null | undefined;
  const payer = o.charge_payer === 'sender' || o.charge_payer === 'receiver' ? o.charge_payer : null;
  if (order.module_type !== 'parcel' && !receiver && !category) return null;
  return {
    receiver: receiver && typeof receiver === 'object' ? receiver : null,
    category: typeof category?.name === 'string' ? category.name : null,
    payer,
  };
}

/** A parcel order: sender, receiver, parcel category and who pays. */
export function ParcelBlock({ order, parcel }: { order: Order; parcel: ParcelFields }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="order-parcel">
      <h2 id="order-parcel">{t('orders.details.parcel.heading')}</h2>
      {order.delivery_address && (
        <>
          <h3>{t('orders.details.parcel.sender')}</h3>
          <ContactLines contact={order.delivery_address} />
        </>
      )}
      {parcel.receiver && (
        <>
          <h3>{t('orders.details.parcel.receiver')}</h3>
          <ContactLines contact={parcel.receiver} />
        </>
      )}
      <Rows>
        {parcel.category && (
          <>
            <dt>{t('orders.details.parcel.category')}</dt>
            <dd>{parcel.category}</dd>
          </>
        )}
        {parcel.payer && (
          <>
            <dt>{t('orders.details.parcel.payer')}</dt>
            <dd>{t(`orders.details.parcel.payers.${parcel.payer}`)}</dd>
          </>
        )}
      </Rows>
    </Card>
  );
}

/** The order's refund request: its status, the reason and note given, the amount, the images sent, the admin's note. */
export function RefundBlock({ refund }: { refund: NonNullable<Order['refund']> }) {
  const { t } = useTranslation();
  const { money } = useOrderFormat();
  return (
    <Card aria-labelledby="order-refund">
      <h2 id="order-refund">{t('orders.refund.heading')}</h2>
      <Rows>
        <dt>{t('orders.refund.status')}</dt>
        <dd data-testid="refund-status">{t(`orders.refund.statuses.${refund.refund_status}`)}</dd>
        <dt>{t('orders.refund.amount')}</dt>
        <dd>{money(refund.refund_amount)}</dd>
        <dt>{t('orders.refund.reason')}</dt>
        <dd>{refund.customer_reason}</dd>
        {refund.customer_note && (
          <>
            <dt>{t('orders.refund.yourNote')}</dt>
            <dd>{refund.customer_note}</dd>
          </>
        )}
        {refund.admin_note && (
          <>
            <dt>{t('orders.refund.adminNote')}</dt>
            <dd>{refund.admin_note}</dd>
          </>
        )}
      </Rows>
      {refund.image_full_url.length > 0 && (
        <p>
          {refund.image_full_url.map((url, i) => (
            <img key={url} src={url} alt={t('orders.refund.image', { number: i + 1 })} width={64} height={64} />
          ))}
        </p>
      )}
    </Card>
  );
}
