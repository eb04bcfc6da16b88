import { Route, Switch } from 'wouter';
import { screen } from './lib/lazy-screen';

// Every screen but the landing page and the search (routes.tsx): their route table is needed only
// once someone goes past a first booking, so a visitor's first view does not download it.

const DashboardScreen = screen(
  () => import('./features/dashboard/dashboard-screen'),
  (m) => m.DashboardScreen,
);
const TripsScreen = screen(
  () => import('./features/trips/trips-screen'),
  (m) => m.TripsScreen,
);
const CreateRideScreen = screen(
  () => import('./features/create-ride/create-ride-screen'),
  (m) => m.CreateRideScreen,
);
const VehiclesScreen = screen(
  () => import('./features/vehicles/vehicles-screen'),
  (m) => m.VehiclesScreen,
);
const DriverDashboardScreen = screen(
  () => import('./features/driver-dashboard/driver-dashboard-screen'),
  (m) => m.DriverDashboardScreen,
);
const TokensScreen = screen(
  () => import('./features/tokens/tokens-screen'),
  (m) => m.TokensScreen,
);
const DocumentsScreen = screen(
  () => import('./features/documents/documents-screen'),
  (m) => m.DocumentsScreen,
);
const ContactScreen = screen(
  () => import('./features/contact/contact-screen'),
  (m) => m.ContactScreen,
);
const ProfileScreen = screen(
  () => import('./features/profile/profile-screen'),
  (m) => m.ProfileScreen,
);
const EditProfileScreen = screen(
  () => import('./features/profile/edit-profile-screen'),
  (m) => m.EditProfileScreen,
);
const AdminScreen = screen(
  () => import('./features/admin/admin-screen'),
  (m) => m.AdminScreen,
);
const PayoutsScreen = screen(
  () => import('./features/payouts/payouts-screen'),
  (m) => m.PayoutsScreen,
);
const MoreScreen = screen(
  () => import('./features/more/more-screen'),
  (m) => m.MoreScreen,
);
const TripScreen = screen(
  () => import('./features/trip-day/trip-screen'),
  (m) => m.TripScreen,
);
const SeriesScreen = screen(
  () => import('./features/series/series-screen'),
  (m) => m.SeriesScreen,
);
const SharePageScreen = screen(
  () => import('./features/share-page/share-page-screen'),
  (m) => m.SharePageScreen,
);
const EmergencyContactsScreen = screen(
  () => import('./features/profile/emergency-contacts-screen'),
  (m) => m.EmergencyContactsScreen,
);
const SavedPlacesScreen = screen(
  () => import('./features/profile/saved-places-screen'),
  (m) => m.SavedPlacesScreen,
);
const AlertsScreen = screen(
  () => import('./features/alerts/alerts-screen'),
  (m) => m.AlertsScreen,
);
const AlertSetupScreen = screen(
  () => import('./features/alerts/alert-setup-screen'),
  (m) => m.AlertSetupScreen,
);
const NotificationsScreen = screen(
  () => import('./features/notifications/notifications-screen'),
  (m) => m.NotificationsScreen,
);
const NotificationSettingsScreen = screen(
  () => import('./features/notifications/notification-settings-screen'),
  (m) => m.NotificationSettingsScreen,
);
const NotFoundScreen = screen(
  () => import('./features/not-found/not-found-screen'),
  (m) => m.NotFoundScreen,
);

/** The app's other screens, and Page Not Found for an address that is none of them. */
export function OtherRoutes() {
  return (
    <Switch>
      <Route path="/dashboard" component={DashboardScreen} />
      <Route path="/trips" component={TripsScreen} />
      <Route path="/create-ride" component={CreateRideScreen} />
      <Route path="/vehicles" component={VehiclesScreen} />
      <Route path="/driver-dashboard" component={DriverDashboardScreen} />
      <Route path="/tokens" component={TokensScreen} />
      <Route path="/documents" component={DocumentsScreen} />
      <Route path="/contact" component={ContactScreen} />
      <Route path="/profile" component={ProfileScreen} />
      <Route path="/profile/edit" component={EditProfileScreen} />
      <Route path="/profile/emergency-contacts" component={EmergencyContactsScreen} />
      <Route path="/profile/places" component={SavedPlacesScreen} />
      <Route path="/profile/notifications" component={NotificationSettingsScreen} />
      <Route path="/alerts" component={AlertsScreen} />
      <Route path="/alerts/new" component={AlertSetupScreen} />
      <Route path="/notifications" component={NotificationsScreen} />
      <Route path="/trip/:rideId" component={TripScreen} />
      <Route path="/series/:id" component={SeriesScreen} />
      <Route path="/t/:token" component={SharePageScreen} />
      <Route path="/admin" component={AdminScreen} />
      <Route path="/payouts" component={PayoutsScreen} />
      <Route path="/more" component={MoreScreen} />
      <Route component={NotFoundScreen} />
    </Switch>
  );
}
