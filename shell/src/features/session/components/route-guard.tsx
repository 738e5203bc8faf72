/** Applies the shared route rules (routeAccess) to the current path. */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingState, useAccessSubject } from '@portal/shared';
import { routeAccess } from '@portal/shared/access';
import { AccessDenied } from './access-denied';

export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const decision = routeAccess(pathname, useAccessSubject());
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'deny') return <AccessDenied home={decision.home} />;
  if (decision.kind === 'wait') return <LoadingState />;
  return <>{children}</>;
}
