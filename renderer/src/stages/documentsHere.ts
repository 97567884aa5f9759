import type { CompiledDefinition } from "../../../engine/definition/compileDefinition.ts";
import { requiredDocuments } from "../../../engine/documents/requiredDocuments.ts";
import { navigate } from "../../../engine/navigation/navigate.ts";
import type { EngineContext } from "../../../engine/types.ts";
import type { SeenUpload } from "../offline/deviceStore.ts";
import type { KeptUpload } from "../offline/keptUploads.ts";
import type { Group, Need } from "./documentErrors.ts";

/** An optional ('other') file: stored on the server, or (`kept`) attached on this phone and waiting in the outbox. */
export interface Other {
  id: number;
  file_name: string;
  document_type: string;
  kept?: number;
}

/**
 * The documents an application needs, judged on this phone as the server judges them
 * (server/services/documentNeeds.ts: off-path answers dropped first), with the files the server
 * last listed for it: what the documents stage shows with no signal.
 */
export function documentsHere(compiled: CompiledDefinition, context: EngineContext, answers: Record<string, unknown>, seen: SeenUpload[]): { documents: Need[]; groups: Group[]; others: Other[] } {
  const judged = requiredDocuments(compiled.definition, { answers: navigate(compiled, answers, context).answers, context, named: compiled.named });
  const documents = judged.documents.map(({ trace: _trace, ...need }): Need => {
    const file = seen.find((u) => u.document_type === "SUPPORTING_DOCUMENTS" && u.supporting_document_id === need.key);
    return { ...need, uploaded: Boolean(file), upload: file ? { id: file.id, file_name: file.file_name } : null };
  });
  return { documents, groups: judged.groups.map(({ trace: _trace, ...group }) => group), others: seen.filter((u) => u.document_type !== "SUPPORTING_DOCUMENTS") };
}

/** The documents with the files attached on this phone and not yet sent counted as attached, so the applicant can go on. */
export function withKept(needs: Need[], others: Other[], kept: KeptUpload[]): { needs: Need[]; others: Other[] } {
  return {
    needs: needs.map((need) => {
      if (need.uploaded) return need;
      const file = kept.find((k) => k.document_type === "SUPPORTING_DOCUMENTS" && k.supporting_document_id === need.key);
      return file ? { ...need, uploaded: true, upload: { id: -1, file_name: file.file_name, kept: file.kept } } : need;
    }),
    others: [...others, ...kept.filter((k) => k.document_type !== "SUPPORTING_DOCUMENTS").map((k) => ({ id: -1, file_name: k.file_name, document_type: k.document_type, kept: k.kept }))],
  };
}
