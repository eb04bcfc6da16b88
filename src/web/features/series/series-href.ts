/** The driver's screen of a regular ride. */
export const seriesHref = (seriesId: string) => `/series/${encodeURIComponent(seriesId)}`;
