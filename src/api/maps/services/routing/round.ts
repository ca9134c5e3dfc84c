/** A value to `decimals` places, as the directions answer distances. */
export const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
