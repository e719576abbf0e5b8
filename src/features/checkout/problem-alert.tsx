import { useTranslation } from 'react-i18next';
import type { DraftProblem } from '../../../machines/place-order.machine.ts';
import { Alert } from './checkout-layout.ts';

const problemKeys: Record<DraftProblem, string> = {
  address: 'checkout.problems.address',
  contact: 'checkout.problems.contact',
  prescriptionRequired: 'checkout.prescription.required',
  prescriptionTooMany: 'checkout.prescription.tooMany',
  codLimit: 'checkout.payment.codLimit',
  walletBalance: 'checkout.payment.walletShort',
};

/** Why Place Order was refused (nothing was sent), in the spec's words. */
export function ProblemAlert({ problem }: { problem: DraftProblem | null }) {
  const { t } = useTranslation();
  return problem ? <Alert role="alert">{t(problemKeys[problem])}</Alert> : null;
}
