import { CheckoutActor } from './checkout.context.ts';
import { couponRuleOf } from './checkout-price.ts';
import { samePrice, selectPrice } from './checkout-selectors.ts';
import { CouponSection } from './coupon-section.tsx';

/** The promo code: the chart holds the applied coupon; min_purchase is compared with the subtotal after discounts. */
export function CouponChoice({ storeId, money }: { storeId: number; money: (n: number) => string }) {
  const checkout = CheckoutActor.useActorRef();
  const applied = CheckoutActor.useSelector((s) => s.context.coupon);
  const price = CheckoutActor.useSelector(selectPrice, samePrice);
  return (
    <CouponSection
      storeId={storeId}
      itemAmount={price ? price.subtotal - price.discount : 0}
      applied={applied}
      money={money}
      onApply={(coupon) =>
        checkout.send(
          coupon
            ? { type: 'APPLY_COUPON', coupon: { code: coupon.code, ...couponRuleOf(coupon) } }
            : { type: 'REMOVE_COUPON' },
        )
      }
    />
  );
}
