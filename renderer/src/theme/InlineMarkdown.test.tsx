import { TranslatableString, replaceStringParameters } from "@rjsf/utils";
import { Markdown as MarkdownToJsx } from "markdown-to-jsx/react";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown } from "./InlineMarkdown.tsx";

/** RJSF's own messages that it draws through Markdown, filled in as RJSF fills them. */
const MESSAGES = [
  replaceStringParameters(TranslatableString.FilesInfo, ["licence_scan.pdf", "application/pdf", "52311"]),
  TranslatableString.UnsupportedField,
  replaceStringParameters(TranslatableString.UnsupportedFieldWithId, ["root_vessel_name"]),
  replaceStringParameters(TranslatableString.UnsupportedFieldWithReason, ["Unknown field type undefined"]),
  replaceStringParameters(TranslatableString.UnsupportedFieldWithIdAndReason, ["root_gear_type_2", "Unknown field type null"]),
  replaceStringParameters(TranslatableString.InvalidObjectField, ["root", "Unexpected token } in JSON at position 12"]),
  "A description with no marks at all",
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe("the browser's stand-in for markdown-to-jsx", () => {
  it.each(MESSAGES)("draws RJSF's message %j as markdown-to-jsx does", (message) => {
    for (const props of [{ options: { disableParsingRawHTML: true } }, { options: { disableParsingRawHTML: true }, "data-testid": "markdown" }, {}]) {
      expect(renderToStaticMarkup(<Markdown {...props}>{message}</Markdown>)).toBe(renderToStaticMarkup(<MarkdownToJsx {...props}>{message}</MarkdownToJsx>));
    }
  });

  it("is never handed a definition's text: no definition asks RJSF for markdown", () => {
    const asking = filesUnder(join(import.meta.dirname, "../../../schemas")).filter((file) => readFileSync(file, "utf8").includes("enableMarkdown"));
    expect(asking).toEqual([]);
  });
});
