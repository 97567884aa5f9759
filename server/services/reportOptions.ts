import type { ReportFilters, TypeReportOptions } from "../../engine/api/reportContract.ts";
import type { CompiledDefinition } from "../../engine/definition/compileDefinition.ts";
import type { FieldSchema } from "../../engine/types.ts";
import { HttpError } from "./HttpError.ts";

const enumOf = (field: FieldSchema | undefined): string[] => ((field?.enum ?? field?.items?.enum ?? []) as unknown[]).map(String);

/** Every top-level field schema of a definition's steps and pages (reference lists already inlined). */
function fieldsOf(compiled: CompiledDefinition): Map<string, FieldSchema> {
  const fields = new Map<string, FieldSchema>();
  for (const section of [...compiled.steps.values(), ...compiled.pages]) {
    for (const [name, schema] of Object.entries(section.schema.properties ?? {})) {
      const known = fields.get(name);
      // Types that ask a field on several steps with different options offer the union.
      fields.set(name, known ? { ...known, enum: [...new Set([...enumOf(known), ...enumOf(schema)])] } : schema);
    }
  }
  return fields;
}

/** The field a dotted path names (fishing_vessel_details.home_base_port), or undefined. */
function fieldAtPath(fields: Map<string, FieldSchema>, path: string): FieldSchema | undefined {
  const [head = "", ...rest] = path.split(".");
  return rest.reduce<FieldSchema | undefined>((field, key) => field?.properties?.[key], fields.get(head));
}

/**
 * The filter choices of one type: the options of the answers its `particulars` name for each
 * filter (decision 0040), so no type and no field is named in code.
 */
export function reportOptions(compiled: CompiledDefinition): TypeReportOptions {
  const fields = fieldsOf(compiled);
  const particulars = compiled.definition.particulars;
  const firstEnum = (paths: string[] = []) => enumOf(paths.map((p) => fieldAtPath(fields, p)).find((f) => f && enumOf(f).length));
  return {
    app_type: compiled.definition.id,
    title: compiled.definition.title,
    licence_types: firstEnum(particulars?.licenceType),
    commercial_categories: firstEnum(particulars?.licenceCategory),
    recreational_licence_types: firstEnum(particulars?.recreationalLicenceType),
    types_of_transaction: firstEnum(particulars?.typeOfTransaction),
  };
}

/**
 * Refuses filters the form would never send (spec 000 §5 'Transactions report'): the type is
 * required ('This field is required'), the licence category belongs to commercial licence types
 * and the recreational licence type to recreational ones.
 */
export function checkReportFilters(filters: ReportFilters, compiled: CompiledDefinition | undefined): void {
  if (!filters.app_type) throw new HttpError(400, "This field is required", [{ pointer: "/app_type", message: "This field is required" }]);
  if (!compiled) throw new HttpError(400, `Unknown application type ${filters.app_type}`, [{ pointer: "/app_type", message: "Unknown application type" }]);
  const options = reportOptions(compiled);
  const licenceType = filters.licence_type ?? "";
  if (filters.commercial_category && (!options.commercial_categories.length || (licenceType && !/^commercial/i.test(licenceType)))) {
    throw new HttpError(400, "The licence category applies only to commercial licence types", [{ pointer: "/commercial_category", message: "The licence category applies only to commercial licence types" }]);
  }
  if (filters.recreational_licence_type && (!options.recreational_licence_types.length || (licenceType && !/^recreational/i.test(licenceType)))) {
    throw new HttpError(400, "The recreational licence type applies only to recreational licence types", [{ pointer: "/recreational_licence_type", message: "The recreational licence type applies only to recreational licence types" }]);
  }
}
