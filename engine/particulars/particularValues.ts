import { readField } from "../conditions/readField.ts";
import type { Answers, Definition, Particulars } from "../types.ts";
import { plainAnswer } from "./plainAnswer.ts";

/** The particulars of one application, read from its answers as its definition says (decision 0040). */
export interface ParticularValues {
  licenceType: string | null;
  licenceCategory: string | null;
  recreationalLicenceType: string | null;
  typeOfTransaction: string | null;
  species: string | null;
  fishingPort: string | null;
  inland: string | null;
  homeBasePort: string | null;
  /** 'licence type - category' (the category, else the recreational licence type), for the certificate. */
  typeCategory: string | null;
  typeCategoryField: Particulars["typeCategoryField"];
}

/** The keys read as "the first of these answered"; species alone joins every answer. */
const FIRST_ANSWERED = ["licenceType", "licenceCategory", "recreationalLicenceType", "typeOfTransaction", "fishingPort", "inland", "homeBasePort"] as const;

// A type without particulars (none in schemas/ today) reads nothing rather than guessing names.
const NONE: Particulars = { licenceType: [], licenceCategory: [], recreationalLicenceType: [], typeOfTransaction: [], species: [], fishingPort: [], inland: [], homeBasePort: [], typeCategoryField: "FLIS_TypeCategoryofLicenceFisher" };
const NO_CONTEXT = { today: "", windows: {}, profile: {} };

/**
 * Reads a type's particulars from submitted answers: the answers each particular names in the
 * definition's `particulars` section, so no field name is written in code.
 */
export function particularValues(definition: Pick<Definition, "particulars">, answers: Answers): ParticularValues {
  const map = definition.particulars ?? NONE;
  const texts = (paths: string[]) => paths.map((path) => plainAnswer(readField(path, answers, NO_CONTEXT))).filter((t): t is string => t !== null);
  const first = Object.fromEntries(FIRST_ANSWERED.map((key) => [key, texts(map[key])[0] ?? null])) as Record<(typeof FIRST_ANSWERED)[number], string | null>;
  const category = first.licenceCategory ?? first.recreationalLicenceType;
  return {
    ...first,
    species: texts(map.species).join(", ") || null,
    typeCategory: [first.licenceType, category].filter(Boolean).join(" - ") || null,
    typeCategoryField: map.typeCategoryField,
  };
}
