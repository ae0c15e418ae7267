import { localizeText, plansMessages, planInputSchema, type Plan, type PlanInput } from '@app/contract';

/** The plan dialog's fields as typed: number inputs give text, the price is in rupees. */
export type PlanFormValues = {
  name: string;
  description: string;
  price: string;
  coins: string;
  bonusCoins: string;
  /** In Hindi (issue 24): shown to customers who read Hindi; empty shows them the English. */
  nameHi: string;
  descriptionHi: string;
};
export type PlanFormErrors = Partial<Record<keyof PlanFormValues, string>>;

export const emptyPlanForm: PlanFormValues = {
  name: '',
  description: '',
  price: '',
  coins: '',
  bonusCoins: '0',
  nameHi: '',
  descriptionHi: '',
};

export function planToForm(plan: Plan): PlanFormValues {
  return {
    name: plan.name,
    description: plan.description,
    // Integer paise shown as rupees: exact, since toFixed(2) of n/100 never needs more digits.
    price: (plan.pricePaise / 100).toFixed(2),
    coins: String(plan.coins),
    bonusCoins: String(plan.bonusCoins),
    nameHi: plan.nameHi,
    descriptionHi: plan.descriptionHi,
  };
}

const numberOrUndefined = (text: string): number | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
};

/**
 * Rupees as typed -> whole paise. More than two (non-zero) decimals is refused rather than rounded:
 * an admin who typed 9.999 did not mean 10.00. The tolerance absorbs binary float noise (1.10 * 100 is
 * 110.00000000000001), not a real third decimal.
 */
export function rupeesToPaise(text: string): { paise?: number; error?: string } {
  const rupees = numberOrUndefined(text);
  if (rupees === undefined) return {};
  const paise = rupees * 100;
  const whole = Math.round(paise);
  if (Math.abs(paise - whole) > 1e-6) return { error: plansMessages.priceWholePaise };
  return { paise: whole };
}

const fieldOf: Record<keyof PlanInput, keyof PlanFormValues> = {
  name: 'name',
  description: 'description',
  pricePaise: 'price',
  coins: 'coins',
  bonusCoins: 'bonusCoins',
  nameHi: 'nameHi',
  descriptionHi: 'descriptionHi',
};

/** The form's values checked by the contract's schema (the server checks the same one). */
export function parsePlanForm(
  values: PlanFormValues,
): { ok: true; body: PlanInput } | { ok: false; errors: PlanFormErrors } {
  const price = rupeesToPaise(values.price);
  const candidate = {
    name: values.name,
    description: values.description,
    pricePaise: price.paise,
    coins: numberOrUndefined(values.coins),
    bonusCoins: numberOrUndefined(values.bonusCoins),
    nameHi: values.nameHi,
    descriptionHi: values.descriptionHi,
  };
  const result = planInputSchema.safeParse(candidate);
  const errors: PlanFormErrors = {};
  if (price.error) errors.price = price.error;
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path[0] as keyof PlanInput | undefined;
      const field = key ? fieldOf[key] : undefined;
      // The first problem per field is the one to fix first ('required' before 'too high').
      // The schema's messages were fixed in English when it was built: said in the language shown.
      if (field && !(field in errors)) errors[field] = localizeText(issue.message);
    }
  }
  if (!result.success || price.error) return { ok: false, errors };
  return { ok: true, body: result.data };
}
