/** The segmented look of a screen's Radix tabs (My Trips, the driver dashboard). */
export const tabListStyles =
  'grid grid-cols-3 rounded-xl border border-line bg-white p-1 shadow-sm';

export const tabTriggerStyles =
  'min-h-11 rounded-lg px-2 font-semibold text-ink-muted text-sm transition-colors ' +
  'hover:text-ink data-[state=active]:bg-primary data-[state=active]:text-white';
