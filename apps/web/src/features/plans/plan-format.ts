const rupees = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Integer paise as the spec shows money: the rupee sign and two decimals ('₹1,499.00'). */
export const formatPaise = (paise: number): string => rupees.format(paise / 100);
