/**
 * The routes below the shell's /config/* (document 3, section 2; document 2 for clients and
 * brands), and the timesheet lock (beyond the documents). The shell's guard already lets only full project managers in, and IT users only
 * to /config/developers; the API enforces the same.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { ActivityTypesPage } from './activity-types-page';
import { BrandsPage } from './brands-page';
import { BusinessUnitsPage } from './business-units-page';
import { ClientUnitsPage } from './client-units-page';
import { ClientsPage } from './clients-page';
import { ExpensesCategoriesPage } from './expenses-categories-page';
import { IdgUnitsPage } from './idg-units-page';
import { ProjectCategoriesPage } from './project-categories-page';
import { TimesheetLockPage } from './timesheet-lock-page';
import { UsersPage } from './users-page';
import { WildcardsPage } from './wildcards-page';

export function ConfigRoutes() {
  return (
    <Routes>
      <Route path="activity-types" element={<ActivityTypesPage />} />
      <Route path="idg-pms" element={<UsersPage key="idg-pms" roleId={2} />} />
      <Route path="hogarth-pms" element={<UsersPage key="hogarth-pms" roleId={3} />} />
      <Route path="developers" element={<UsersPage key="developers" roleId={4} />} />
      <Route path="its" element={<UsersPage key="its" roleId={6} />} />
      <Route path="client-units" element={<ClientUnitsPage />} />
      <Route path="idg-units" element={<IdgUnitsPage />} />
      <Route path="wildcards" element={<WildcardsPage />} />
      <Route path="expenses-categories" element={<ExpensesCategoriesPage />} />
      <Route path="project-categories" element={<ProjectCategoriesPage />} />
      <Route path="business-units" element={<BusinessUnitsPage />} />
      <Route path="timesheet-lock" element={<TimesheetLockPage />} />
      <Route path="clients" element={<ClientsPage />} />
      <Route path="brands" element={<BrandsPage />} />
      <Route path="*" element={<Navigate to="/config/activity-types" replace />} />
    </Routes>
  );
}
