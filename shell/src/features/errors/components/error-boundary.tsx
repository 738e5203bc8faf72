/**
 * Keeps a throw in one region of the portal (the header, the menu, the page, or the whole
 * portal around the sign-in pages) from blanking the page: the region shows "Something went
 * wrong" with Try again, which renders it afresh, and the ways home and to sign-in. Opening
 * another route renders it afresh too.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@portal/shared';
import { ErrorCard } from './error-card';

type RegionErrorBoundaryProps = {
  /** What the region is called to assistive technology and in the console ("Header"). */
  region: string;
  /** What Try again does before the region renders afresh (forgetting the answers it threw on). */
  beforeRetry?: () => void;
  children: ReactNode;
};

export function RegionErrorBoundary({ region, beforeRetry, children }: RegionErrorBoundaryProps) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      label={region}
      resetKey={pathname}
      renderFailure={(retry) => (
        <ErrorCard
          region={region}
          onRetry={() => {
            beforeRetry?.();
            retry();
          }}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
