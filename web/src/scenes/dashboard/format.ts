/** Whole counts with thousands separators, as every dashboard number is shown. */
export const formatCount = new Intl.NumberFormat('en-US').format;
