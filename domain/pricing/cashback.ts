// Cashback offers and wallet add-fund bonuses (6amMart's `cash_backs` and `wallet_bonuses`): a percentage of the
// amount capped by a maximum (0 = no cap), or a fixed amount, once the amount reaches a minimum. Of several running
// offers the customer gets the largest.

export interface RewardRule {
  /** `percentage` (or `percent`) or `amount`. */
  type: string;
  value: number;
  minimum: number;
  /** 0 = no cap. */
  maximum: number;
}

/** What the rule gives for `amount` (0 below the minimum). */
export function rewardFor(amount: number, rule: RewardRule): number {
  if (!(amount > 0) || amount < rule.minimum || !(rule.value > 0)) return 0;
  if (rule.type === 'amount') return rule.value;
  const share = (amount * rule.value) / 100;
  return rule.maximum > 0 ? Math.min(share, rule.maximum) : share;
}

/** The rule giving the most for `amount`, with what it gives, or null when none gives anything. */
export function bestReward<R extends RewardRule>(
  amount: number,
  rules: readonly R[],
): { rule: R; reward: number } | null {
  let best: { rule: R; reward: number } | null = null;
  for (const rule of rules) {
    const reward = rewardFor(amount, rule);
    if (reward > 0 && (!best || reward > best.reward)) best = { rule, reward };
  }
  return best;
}
