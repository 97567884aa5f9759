import { deviceStore, type SeenUpload } from "./deviceStore.ts";
import type { OutboxItem } from "./outboxItem.ts";

/** A file attached on this phone and not yet sent: `kept` is its outbox item. */
export interface KeptUpload {
  kept: number;
  supporting_document_id: string | null;
  document_type: string;
  file_name: string;
}

interface UploadBody {
  document?: { name?: unknown; supporting_document_id?: unknown; documentType?: unknown };
}

/** The files of an application still in the outbox (waiting or refused), as the documents lists show them. */
export function keptUploads(items: OutboxItem[], tempTransId: string): KeptUpload[] {
  return items
    .filter((i) => i.kind === "upload" && i.tempTransId === tempTransId && i.state !== "sent" && i.id !== undefined)
    .map((i) => {
      const document = (i.request.body as UploadBody).document ?? {};
      return { kept: i.id as number, supporting_document_id: typeof document.supporting_document_id === "string" ? document.supporting_document_id : null, document_type: String(document.documentType ?? "OTHER_SUPPORTING_DOCUMENTS"), file_name: String(document.name ?? "") };
    });
}

/** Keeps what the server last said an application's files are, for the documents pages with no signal. */
export async function rememberUploads(tempTransId: string, records: SeenUpload[]): Promise<void> {
  await (await deviceStore()).put("seen", { tempTransId, records });
}

/** The application's files as the server last said, or none. */
export async function seenUploads(tempTransId: string): Promise<SeenUpload[]> {
  return (await (await deviceStore()).get("seen", tempTransId))?.records ?? [];
}
