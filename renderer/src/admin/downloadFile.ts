import { toast } from "../layout/toast.ts";
import { ApiError, type ApiClient } from "../api/apiClient.ts";
import { downloadBase64 } from "../dashboard/downloadBlob.ts";

/** Spec 000 §8 'Downloads'. */
export const DOWNLOADED = "File downloaded successfully";

/**
 * Asks for a report spreadsheet (spec 000 §7 'Admin report downloads': a file, or a message) and
 * saves it under the server's file name with 'File downloaded successfully'; answers the
 * server's message when no file came, or null when one was saved. The spec's two-second delay
 * belongs to the applicant's transcript; staff asked for this file and get it at once.
 */
export async function downloadReport(api: ApiClient, path: string, filters: object): Promise<string | null> {
  try {
    const file = await api.post<{ msg?: string; contentType?: string; base64?: string; downloadFileName?: string }>(path, filters);
    if (file.base64 && file.contentType && file.downloadFileName) {
      downloadBase64(file.base64, file.contentType, file.downloadFileName);
      toast.success(file.msg ?? DOWNLOADED);
      return null;
    }
    return file.msg ?? "Nothing was found to download";
  } catch (error) {
    return error instanceof ApiError ? error.message : "The report could not be downloaded";
  }
}
