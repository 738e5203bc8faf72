/** Exposed to the shell for /approval: the timesheet entries waiting for the user's decision. */
import type { ExposedComponent } from '@portal/shared';
import { ApprovalPage } from '../pages/approval-page';

export default ApprovalPage satisfies ExposedComponent<'mf_timesheet', './approval-page'>;
