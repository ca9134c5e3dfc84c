/** The uid of the money custom field (plugin `billing`, field `money`), as schemas name it. */
export const MONEY_FIELD = 'plugin::billing.money';

/** How many digits the currency's minor unit has (2 for EGP and USD, 3 for KWD); 2 when unknown. */
export const minorDigits = (currency: string | null | undefined) => {
  if (!currency) return 2;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch (error) {
    // Not an ISO 4217 code: show the amount with the usual two decimals.
    if (error instanceof RangeError) return 2;
    throw error;
  }
};

/** 19900 in EGP reads "199.00 EGP"; without a currency, "199.00". */
export const formatMoney = (cents: unknown, currency: string | null | undefined) => {
  if (cents === null || cents === undefined || cents === '') return '-';
  const digits = minorDigits(currency);
  const amount = (Number(cents) / 10 ** digits).toLocaleString('en', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return currency ? `${amount} ${currency}` : amount;
};
