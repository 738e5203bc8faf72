/** GET download-ce/{id}, then the PDF at the path it answers, fetched with the session cookie and saved as cost-estimate-{id}.pdf. */
import { apiDownload, apiGet, type DownloadCostEstimateResponse } from '@portal/shared';

export async function downloadCostEstimate(id: number): Promise<void> {
  const { data } = await apiGet<DownloadCostEstimateResponse>(`download-ce/${id}`);
  await apiDownload(data.path, data.file_name);
}
