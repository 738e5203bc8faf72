/** GET team-leads: users flagged as team leads, not disabled (the project form's team leads). */
import useSWR from 'swr';
import { apiGet, callKey, type TeamLeadsResponse } from '@portal/shared';

export const teamLeadsKey = callKey('team-leads');

export function getTeamLeads(): Promise<TeamLeadsResponse> {
  return apiGet<TeamLeadsResponse>('team-leads');
}

export function useTeamLeads() {
  return useSWR(teamLeadsKey(), getTeamLeads, { revalidateOnFocus: false });
}
