import { useTranslation } from 'react-i18next';
import { MutedText } from '../../ui/basics.ts';
import { FieldRow } from '../../ui/field.ts';
import { Panel, PanelLegend } from '../../ui/panel.ts';
import { Select } from '../../ui/select.tsx';
import { CheckoutActor } from './checkout.context.ts';
import { scheduleDays } from './checkout-data.ts';
import { timeSlots, type Schedule } from './time-slots.ts';

/** Delivery Time: Today / Tomorrow and Now or a time slot of the store's schedule at the config's interval. */
export function ScheduleChoice({ schedules, interval, now }: { schedules: Schedule[]; interval: number; now: Date }) {
  const { t } = useTranslation();
  const checkout = CheckoutActor.useActorRef();
  const dayOffset = CheckoutActor.useSelector((s) => s.context.dayOffset);
  const slot = CheckoutActor.useSelector((s) => s.context.scheduleAt);
  const slots = timeSlots(schedules, interval, now, dayOffset);
  // '' is "Now" when the store is open now, else "Choose a time slot" (no slot chosen yet)
  const slotOptions = [
    ...(slots.some((s) => s.start === null) ? [] : [{ value: '', label: t('checkout.schedule.choose') }]),
    ...slots.map((s) => ({
      value: s.scheduleAt ?? '',
      label: s.start === null ? t('checkout.schedule.now') : `${s.start} – ${s.end}`,
    })),
  ];
  return (
    <Panel as="fieldset">
      <PanelLegend>{t('checkout.schedule.heading')}</PanelLegend>
      <FieldRow>
        <Select
          label={t('checkout.schedule.day')}
          options={scheduleDays.map((day) => ({
            value: String(day),
            label: t(day === 0 ? 'checkout.schedule.today' : 'checkout.schedule.tomorrow'),
          }))}
          value={String(dayOffset)}
          onValueChange={(day) => checkout.send({ type: 'CHOOSE_DAY', dayOffset: Number(day) })}
        />
        <Select
          label={t('checkout.schedule.slot')}
          options={slotOptions}
          value={slot ?? ''}
          onValueChange={(at) => checkout.send({ type: 'CHOOSE_SLOT', scheduleAt: at || null })}
        />
      </FieldRow>
      {slots.length === 0 && <MutedText as="p">{t('checkout.schedule.noSlots')}</MutedText>}
    </Panel>
  );
}
