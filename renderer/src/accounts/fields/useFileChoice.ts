import { useState, type ChangeEvent } from "react";
import { readFileAsDataUrl } from "../../widgets/readFileAsDataUrl.ts";

/**
 * A file input's change handler, shared by the account forms' FileField and the definitions'
 * FileWidget: the chosen file is read as a data URL once the accept list and the size rule pass
 * (handed on with the file, whose name an upload in the spec's shape keeps);
 * a refused one is taken out of the input (so choosing it again fires) and its message kept.
 */
export function useFileChoice(accept: string[], onRead: (dataUrl: string, file: File) => void): { problem: string | null; choose: (event: ChangeEvent<HTMLInputElement>) => Promise<void> } {
  const [problem, setProblem] = useState<string | null>(null);
  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const read = await readFileAsDataUrl(file, accept);
    if ("error" in read) {
      setProblem(read.error);
      event.target.value = "";
      return;
    }
    setProblem(null);
    onRead(read.dataUrl, file);
  }
  return { problem, choose };
}
