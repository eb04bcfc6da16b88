/**
 * One key per server resource, named for what it is rather than the path it is read from, so a
 * change invalidates the resources it touched by name. Keys are hierarchical: invalidating
 * `queryKeys.trips` reaches every trip list, `queryKeys.reviews()` every review tab.
 */
export const queryKeys = {
  userDetails: ['user', 'details'] as const,
  accountDeletionPreview: ['user', 'deletion-preview'] as const,

  balance: ['wallet', 'balance'] as const,

  /** Every trip list below. */
  trips: ['trips'] as const,
  passengerUpcomingTrips: ['trips', 'upcoming', 'passenger'] as const,
  driverUpcomingTrips: ['trips', 'upcoming', 'driver'] as const,
  pastTrips: ['trips', 'past'] as const,
  /** With no filter: every history read. */
  tripHistory: (filter?: { completed: boolean; limit: number }) =>
    filter ? (['trips', 'history', filter] as const) : (['trips', 'history'] as const),
  /** A driver's ride's bookings; with no ride: the bookings of every ride. */
  rideBookings: (rideId?: string) =>
    rideId ? (['trips', 'bookings', rideId] as const) : (['trips', 'bookings'] as const),
  /** A driver's series (a regular ride), under `trips`: a cancelled departure changes it too. */
  series: (seriesId: string) => ['trips', 'series', seriesId] as const,
  /** The rides to rebook a booking its driver cancelled on, under `trips`. */
  rideAlternatives: (bookingId: string) => ['trips', 'alternatives', bookingId] as const,
  /** The trip screen of one ride (trip day), under `trips` so every trip change reaches it. */
  tripDay: (rideId: string) => ['trips', 'day', rideId] as const,
  /** A shared trip as the public page `/t/<token>` shows it. */
  sharedTrip: (token: string) => ['shared-trip', token] as const,
  /** The signed-in person's emergency contacts. */
  emergencyContacts: ['user', 'emergency-contacts'] as const,

  driverStats: ['driver', 'stats'] as const,
  /** The driver's own reliability and any suspension from publishing. */
  driverRecord: ['driver', 'record'] as const,
  earnings: ['driver', 'earnings'] as const,
  /** May this person drive (the latest National ID review). */
  driverStatus: ['driver', 'status'] as const,
  payouts: ['payouts'] as const,

  /** Every vehicle of the owner, active or not. */
  ownVehicles: ['vehicles', 'own'] as const,
  /** The owner's active vehicles. */
  activeVehicles: ['vehicles', 'active'] as const,
  vehicleMakes: ['vehicle-catalogue', 'makes'] as const,
  vehicleModels: (make: string) => ['vehicle-catalogue', 'models', make] as const,

  ownDocuments: ['documents', 'own'] as const,
  /** With no status: every tab of the review console. */
  reviews: (status?: string) => (status ? (['reviews', status] as const) : (['reviews'] as const)),
  /** The agents' SOS incidents and no-show disputes. */
  incidents: ['incidents'] as const,
  disputes: ['disputes'] as const,
  /** Drivers suspended from publishing for late cancellations. */
  suspendedDrivers: ['suspended-drivers'] as const,

  /** One ride as search shows it, for the booking screen. */
  ride: (rideId: string) => ['rides', rideId] as const,
  placeSearch: (query: string | null) => ['places', 'search', query] as const,
  /** The price guide of a route (its road distance and the car's cost), for the ride form. */
  priceGuide: (route: readonly number[]) => ['price-guide', ...route] as const,
  /** A driver's cost-sharing statement of a month ('YYYY-MM'). */
  costSharing: (month: string) => ['driver', 'cost-sharing', month] as const,
  popularRoutes: (count: number) => ['popular-routes', count] as const,

  /** The signed-in person's Home, Work and named places. */
  savedPlaces: ['user', 'places'] as const,
  /** The signed-in person's ride alerts. */
  rideAlerts: ['alerts'] as const,
  /** Every read of the inbox below: the list and the bell's count. */
  notifications: ['notifications'] as const,
  inbox: ['notifications', 'inbox'] as const,
  unreadNotifications: ['notifications', 'unread-count'] as const,
  notificationPreferences: ['user', 'notification-preferences'] as const,
  /** Is this device subscribed to push (by what the browser allows now)? */
  pushHere: (support: string) => ['push', 'this-device', support] as const,
};
