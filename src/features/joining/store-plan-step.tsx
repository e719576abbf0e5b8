import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { configQueries } from '../../api/config.ts';
import type { storeRegistrationMachine } from '../../../machines/store-registration.machine.ts';
import { Panel } from '../../ui/panel.ts';
import { RadioCards } from '../../ui/radio-cards.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { SendingStepEnd } from './person-fields.tsx';

type Actor = ActorRefFrom<typeof storeRegistrationMachine>;

const COMMISSION = 'commission';

/**
 * Step 3 of joining as a store, when the business offers subscriptions: commission or one of the packages (its
 * price and days); Submit sends the application (a package then starts its free trial).
 */
export function StorePlanStep({ actor, error }: { actor: Actor; error: string | null }) {
  const { t } = useTranslation();
  const money = useMoney(useQuery(configQueries.config()).data);
  const { packages, plan, commission } = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'SUBMIT' }));
  const chosen = plan === null ? null : plan.business_plan === 'commission' ? COMMISSION : String(plan.package_id);
  const options = [
    ...(commission
      ? [{ value: COMMISSION, label: t('joining.store.commission'), note: t('joining.store.commissionNote') }]
      : []),
    ...packages.map((p) => ({
      value: String(p.id),
      label: p.name,
      note: t('joining.store.packageNote', { price: money(p.price), days: p.validity }),
    })),
  ];
  return (
    <>
      <Panel as="section" aria-label={t('joining.store.plan')}>
        <RadioCards
          legend={t('joining.store.plan')}
          options={options}
          value={chosen}
          onValueChange={(v) =>
            actor.send({
              type: 'CHOOSE_PLAN',
              plan:
                v === COMMISSION
                  ? { business_plan: 'commission' }
                  : { business_plan: 'subscription', package_id: Number(v) },
            })
          }
        />
      </Panel>
      <SendingStepEnd
        busy={busy}
        error={error}
        onBack={() => actor.send({ type: 'BACK' })}
        label={t('joining.submit')}
        onSend={() => actor.send({ type: 'SUBMIT' })}
        canSend={canSubmit}
      />
    </>
  );
}
