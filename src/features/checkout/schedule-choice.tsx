import { useTranslation } from 'react-i18next';
import { CheckoutActor } from './checkout.context.ts';
import { timeSlots, type Schedule } from './time-slots.ts';

/** Delivery Time: Today / Tomorrow and Now or a time slot of the store's schedule at the config's interval. */
export function ScheduleChoice({ schedules, interval, now }: { schedules: Schedule[]; interval: number; now: Date }) {
  const { t } = useTranslation();
  const checkout = CheckoutActor.useActorRef();
  const dayOffset = CheckoutActor.useSelector((s) => s.context.dayOffset);
  const slot = CheckoutActor.useSelector((s) => s.context.scheduleAt);
  const slots = timeSlots(schedules, interval, now, dayOffset);
  return (
    <fieldset>
      <legend>{t('checkout.schedule.heading')}</legend>
      <label>
        {t('checkout.schedule.day')}{' '}
        <select
          value={dayOffset}
          onChange={(e) => checkout.send({ type: 'CHOOSE_DAY', dayOffset: Number(e.target.value) })}
        >
          <option value={0}>{t('checkout.schedule.today')}</option>
          <option value={1}>{t('checkout.schedule.tomorrow')}</option>
        </select>
      </label>{' '}
      <label>
        {t('checkout.schedule.slot')}{' '}
        <select
          value={slot ?? ''}
          onChange={(e) => checkout.send({ type: 'CHOOSE_SLOT', scheduleAt: e.target.value || null })}
        >
          {!slots.some((s) => s.start === null) && <option value="">{t('checkout.schedule.choose')}</option>}
          {slots.map((s) => (
            <option key={s.scheduleAt ?? 'now'} value={s.scheduleAt ?? ''}>
              {s.start === null ? t('checkout.schedule.now') : `${s.start} – ${s.end}`}
            </option>
          ))}
        </select>
      </label>
      {slots.length === 0 && <p>{t('checkout.schedule.noSlots')}</p>}
    </fieldset>
  );
}
