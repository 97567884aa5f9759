import { useState } from "react";

/**
 * What to commit: the studio never writes to the served definitions (issue 16); the analyst takes
 * the edited file (download or copy), puts it at its path and runs the checks.
 */
export function CommitPanel({ file, text, changed }: { file: string; text: string; changed: boolean }) {
  const [copied, setCopied] = useState<string | null>(null);
  const name = file.split("/").pop() ?? "definition.json";
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const copy = () =>
    navigator.clipboard
      .writeText(text)
      .then(() => setCopied("Copied to the clipboard."))
      .catch(() => setCopied("The browser did not allow copying: use Download instead."));
  return (
    <div className="nfa-studio-commit">
      <p className="govuk-body">
        {changed ? "The edit is not saved anywhere." : "The text is the committed one."} Replace <code>{file}</code> with it, then run <code>npm run engine -- check</code> and <code>npm run engine -- test</code>, and commit.
      </p>
      <p className="govuk-body">
        A changed text needs a new version: give it the next <code>version</code> label with <code>migrations</code> from the committed one (the issues above say so), and before replacing the file keep the committed version in <code>schemas/history/</code> with <code>npm run engine -- new-version</code> (docs/decisions/0041). Commit the history file with the type.
      </p>
      <div className="govuk-button-group">
        <button type="button" className="govuk-button govuk-button--secondary" onClick={download}>
          Download {name}
        </button>
        <button type="button" className="govuk-button govuk-button--secondary" onClick={copy}>
          Copy the JSON
        </button>
      </div>
      {copied && (
        <p className="govuk-body-s" role="status">
          {copied}
        </p>
      )}
    </div>
  );
}
