import { Navigate } from 'react-router-dom';
import { pathOf } from '../../shared/routing';

/** An administrator who is already signed in has no need of the admin sign-in: on to the dashboard. */
export default function AdminLoginRedirectPage() {
  return <Navigate to={pathOf('admin-dashboard')} replace />;
}
