// What other features use of this one.
export { seriesHref } from './series-href';
