/** Whole counts with thousands separators, as every card, list and badge shows them. */
export const formatCount = new Intl.NumberFormat('en-US').format;
