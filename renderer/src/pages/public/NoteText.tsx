import type { DetailsPageText } from "../../../../engine/details/detailsPageText.ts";

/**
 * A details page's document note: its text, with the words its link names made the link (a file
 * under /files/ is downloaded), as the definition's `details.documentNotes` write it.
 */
export function NoteText({ note }: { note: DetailsPageText["notes"][number] }) {
  const at = note.link ? note.text.indexOf(note.link.text) : -1;
  if (!note.link || at < 0) return <>{note.text}</>;
  return (
    <>
      {note.text.slice(0, at)}
      <a className="govuk-link" href={note.link.href} download={note.link.href.startsWith("/files/") ? true : undefined}>
        {note.link.text}
      </a>
      {note.text.slice(at + note.link.text.length)}
    </>
  );
}
